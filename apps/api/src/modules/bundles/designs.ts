import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { assertBundleComposition } from '@seed/domain/cart-bundle';
import type { NewCartLine } from '@seed/domain/cart-line';
import { DomainError } from '@seed/domain/errors';
import { deleteImage, type SavedImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import { findInventory } from '../inventory/service';
import { createOwnedProducts } from '../products/owned-products';
import { renderTemplate, templateValues } from '../templates/render';
import { categoryTreeOf, findCategoryTrees, findTemplates, type TemplateRow } from '../templates/service';
import { loadTemplatePictures } from '../templates/template-images';
import { renderItemMockup } from './item-mockup';
import { allowsTemplate, findBundle } from './service';

export type BundleDesignDeps = { db: Db; store: MediaStore };

/** Who a customised item belongs to: a signed-in shopper, or a guest's device until they sign in. */
export type DesignOwner = { userId: number } | { deviceId: string };

/** One customised item of a bundle: a blank item, its template and control values, colour and size. */
export type DesignItem = {
  inventoryId: number;
  templateId: number;
  controls: Record<string, string>;
  colorsToSizesId: number;
  count: number;
};

/**
 * What a product made from a bundle template keeps: enough to render its print file again (image controls
 * hold the owner's media ids).
 */
export type BundleDesign = {
  kind: 'bundle-template';
  bundleId: number;
  templateId: number;
  values: Record<string, string>;
};

/** A cart line of a customised item, still without the uniqueKey its bundle will share. */
export type DesignedLine = Omit<NewCartLine, 'uniqueKey' | 'bundleId'> & { bundleId: number };

const NAME_LENGTH = 200;

// "Hoodie · Name in a circle · سارة": the cart tells the shopper's items apart by what they wrote.
function designName(item: string, template: string, texts: string[]) {
  return [...[item, template, ...texts].join(' · ')].slice(0, NAME_LENGTH).join('');
}

const itemError = (index: number, message: string) => `Item ${index + 1}: ${message}`;

type CheckedItem = {
  item: DesignItem;
  inventory: NonNullable<Awaited<ReturnType<typeof findInventory>>>;
  template: TemplateRow;
  values: Record<string, string>;
};

// Each item: part of the bundle, a template it allows, controls by the template's rules, a variant of its.
async function checkItems(db: Db, bundleId: number, items: readonly DesignItem[]): Promise<CheckedItem[]> {
  const bundle = await findBundle(db, bundleId);
  if (!bundle)
    throw new DomainError('NOT_FOUND', `Bundle ${bundleId} not found`, { reason: 'BUNDLE_NOT_FOUND' });
  const inventoryIds = [...new Set(items.map((item) => item.inventoryId))];
  const [inventories, templates, categories] = await Promise.all([
    Promise.all(inventoryIds.map((id) => findInventory(db, id))),
    findTemplates(db, { ids: [...new Set(items.map((item) => item.templateId))] }),
    findCategoryTrees(
      db,
      bundle.parts.flatMap((part) => part.templateCategoryId ?? []),
    ),
  ]);
  const tree = categoryTreeOf(categories);
  const checked = items.map((item, index) => {
    const parts = bundle.parts.filter((part) => part.inventoryId === item.inventoryId);
    const inventory = inventories[inventoryIds.indexOf(item.inventoryId)];
    if (parts.length === 0 || !inventory) {
      throw new DomainError(
        'INVALID_DATA',
        itemError(index, `blank item ${item.inventoryId} is not part of this bundle`),
        { reason: 'ITEM_NOT_IN_BUNDLE', details: { item: index + 1 } },
      );
    }
    const template = templates.find((candidate) => candidate.id === item.templateId);
    if (!template)
      throw new DomainError('NOT_FOUND', itemError(index, `template ${item.templateId} not found`), {
        reason: 'BUNDLE_ITEM_TEMPLATE_NOT_FOUND',
        details: { item: index + 1 },
      });
    if (!parts.some((part) => allowsTemplate(part, template, tree))) {
      throw new DomainError(
        'INVALID_DATA',
        itemError(index, `template ${template.id} is not offered for this item`),
        { reason: 'BUNDLE_ITEM_TEMPLATE_NOT_OFFERED', details: { item: index + 1 } },
      );
    }
    if (!inventory.colorsToSizes.some((variant) => variant.id === item.colorsToSizesId)) {
      throw new DomainError(
        'INVALID_DATA',
        itemError(index, `colour and size ${item.colorsToSizesId} is not one of this item's`),
        { reason: 'BUNDLE_ITEM_VARIANT_NOT_OFFERED', details: { item: index + 1 } },
      );
    }
    const values = withItemError(index, () => templateValues(template, item.controls, { preview: false }));
    return { item, inventory, template, values };
  });
  assertBundleComposition(bundle, items);
  return checked;
}

// A refusal names the item it is about, so the shopper knows which one to change; its reason stays.
function forItem(index: number, error: unknown): never {
  if (error instanceof DomainError) {
    throw new DomainError(error.code, itemError(index, error.message), {
      reason: error.reason,
      details: { ...error.details, item: index + 1 },
    });
  }
  throw error;
}

function withItemError<T>(index: number, work: () => T): T {
  try {
    return work();
  } catch (error) {
    forItem(index, error);
  }
}

// Each item's picture: its template drawn with the owner's values and images, on the item's mockup.
async function renderMockups(deps: BundleDesignDeps, owner: DesignOwner, checked: CheckedItem[]) {
  const images: SavedImage[] = [];
  try {
    for (const [index, { item, inventory, template, values }] of checked.entries()) {
      const userId = 'userId' in owner ? owner.userId : null;
      const { pictures } = await loadTemplatePictures(deps, template, values, userId, 'order').catch(
        (error: unknown) => forItem(index, error),
      );
      const colorId = inventory.colorsToSizes.find((variant) => variant.id === item.colorsToSizesId)!.color
        .id;
      const svg = renderTemplate(template, values, pictures);
      images.push(await renderItemMockup(deps, inventory, colorId, svg));
    }
    return images;
  } catch (error) {
    await Promise.allSettled(images.map((image) => deleteImage(deps.store, image)));
    throw error;
  }
}

const textsOf = (template: TemplateRow, values: Record<string, string>) =>
  template.templateControls.flatMap((control) =>
    control.type === 'text' && values[control.name] ? [values[control.name]!] : [],
  );

/**
 * Checks the items of one bundle (each blank item part of it, a template it allows, every required control
 * with a value of the right type and length, the owner's own images printable in their slots, a colour
 * and size of that item; together exactly the bundle's items), draws each item's picture (its template on
 * its mockup), then in one transaction makes each item a product of the owner's own, unlisted, priced
 * from its blank item, and hands the cart lines for them to `addLines`, which adds them with one
 * uniqueKey in the same transaction. A refused item leaves nothing behind: no products, lines or files.
 */
export async function createBundleDesigns<T>(
  deps: BundleDesignDeps,
  owner: DesignOwner,
  bundleId: number,
  items: readonly DesignItem[],
  addLines: (tx: Db, lines: DesignedLine[]) => Promise<T>,
): Promise<T> {
  const checked = await checkItems(deps.db, bundleId, items);
  const mockups = await renderMockups(deps, owner, checked);
  const ownerUserId = 'userId' in owner ? owner.userId : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const mediaRows = await tx
        .insert(media)
        .values(mockups.map((image) => ({ ...image, ownerUserId })))
        .returning({ id: media.id });
      const colorOf = ({ item, inventory }: CheckedItem) =>
        inventory.colorsToSizes.find((variant) => variant.id === item.colorsToSizesId)?.color;
      const ids = await createOwnedProducts(
        tx,
        owner,
        checked.map((designed, index) => {
          const { inventory, template, values } = designed;
          const color = colorOf(designed);
          const picture = mediaRows[index];
          return {
            nameEn: designName(inventory.nameEn, template.nameEn, textsOf(template, values)),
            nameAr: designName(inventory.nameAr, template.nameAr, textsOf(template, values)),
            inventoryId: inventory.id,
            price: inventory.price,
            color: { id: color?.id ?? null, value: color?.value ?? null },
            pictures: picture ? [{ side: 'FRONT' as const, mediaId: picture.id }] : [],
            printPosition: 'FRONT' as const,
            design: {
              kind: 'bundle-template',
              bundleId,
              templateId: template.id,
              values,
            } satisfies BundleDesign,
          };
        }),
      );
      const lines = checked.flatMap(({ item }, index) => {
        const productId = ids[index];
        if (productId === undefined) return [];
        return [
          {
            productId,
            colorsToSizesId: item.colorsToSizesId,
            count: item.count,
            printPosition: 'FRONT' as const,
            bundleId,
          },
        ];
      });
      return addLines(tx, lines);
    });
  } catch (error) {
    await Promise.allSettled(mockups.map((image) => deleteImage(deps.store, image)));
    throw error;
  }
}
