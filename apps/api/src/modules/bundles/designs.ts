import type { Db } from '@seed/db/client';
import { products } from '@seed/db/schema/products';
import { assertBundleComposition } from '@seed/domain/cart-bundle';
import type { NewCartLine } from '@seed/domain/cart-line';
import { DomainError } from '@seed/domain/errors';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { findInventory } from '../inventory/service';
import { templateValues } from '../templates/render';
import { categoryTreeOf, findCategoryTrees, findTemplates, type TemplateRow } from '../templates/service';
import { allowsTemplate, findBundle } from './service';

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

/** What a product made from a bundle template keeps: enough to render its print file again. */
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

/**
 * Checks the items of one bundle (each blank item part of it, a template it allows, every required control
 * with a value of the right type and length, a colour and size of that item; together exactly the
 * bundle's items) and makes each item a product of the owner's own, unlisted, priced from its blank item.
 * Returns the cart lines for them, to be added with one uniqueKey. Run it in the transaction that adds
 * the lines, so a refused item leaves nothing behind.
 */
export async function createBundleDesigns(
  tx: Db,
  owner: DesignOwner,
  bundleId: number,
  items: readonly DesignItem[],
): Promise<DesignedLine[]> {
  const bundle = await findBundle(tx, bundleId);
  if (!bundle) throw new DomainError('NOT_FOUND', `Bundle ${bundleId} not found`);
  const inventoryIds = [...new Set(items.map((item) => item.inventoryId))];
  const [inventories, templates, categories] = await Promise.all([
    Promise.all(inventoryIds.map((id) => findInventory(tx, id))),
    findTemplates(tx, { ids: [...new Set(items.map((item) => item.templateId))] }),
    findCategoryTrees(
      tx,
      bundle.parts.flatMap((part) => part.templateCategoryId ?? []),
    ),
  ]);
  const tree = categoryTreeOf(categories);
  const designed = items.map((item, index) => {
    const parts = bundle.parts.filter((part) => part.inventoryId === item.inventoryId);
    const inventory = inventories[inventoryIds.indexOf(item.inventoryId)];
    if (parts.length === 0 || !inventory) {
      throw new DomainError(
        'INVALID_DATA',
        itemError(index, `blank item ${item.inventoryId} is not part of this bundle`),
      );
    }
    const template = templates.find((candidate) => candidate.id === item.templateId);
    if (!template)
      throw new DomainError('NOT_FOUND', itemError(index, `template ${item.templateId} not found`));
    if (!parts.some((part) => allowsTemplate(part, template, tree))) {
      throw new DomainError(
        'INVALID_DATA',
        itemError(index, `template ${template.id} is not offered for this item`),
      );
    }
    if (!inventory.colorsToSizes.some((variant) => variant.id === item.colorsToSizesId)) {
      throw new DomainError(
        'INVALID_DATA',
        itemError(index, `colour and size ${item.colorsToSizesId} is not one of this item's`),
      );
    }
    let values: Record<string, string>;
    try {
      values = templateValues(template, item.controls, { preview: false });
    } catch (error) {
      if (error instanceof DomainError) throw new DomainError(error.code, itemError(index, error.message));
      throw error;
    }
    return { item, inventory, template, values };
  });
  assertBundleComposition(bundle, items);

  const textsOf = (template: TemplateRow, values: Record<string, string>) =>
    template.templateControls.flatMap((control) =>
      control.type === 'text' && values[control.name] ? [values[control.name]!] : [],
    );
  const rows = await tx
    .insert(products)
    .values(
      designed.map(({ inventory, template, values }) => ({
        nameEn: designName(inventory.nameEn, template.nameEn, textsOf(template, values)),
        nameAr: designName(inventory.nameAr, template.nameAr, textsOf(template, values)),
        inventoryId: inventory.id,
        price: inventory.price,
        mediaId: inventory.mainMedia?.id ?? null,
        clientPrintPosition: 'FRONT' as const,
        ownerUserId: 'userId' in owner ? owner.userId : null,
        deviceId: 'deviceId' in owner ? owner.deviceId : null,
        design: { kind: 'bundle-template', bundleId, templateId: template.id, values } satisfies BundleDesign,
        isActive: true,
      })),
    )
    .returning({ id: products.id });
  return designed.map(({ item }, index) => ({
    productId: rows[index]!.id,
    colorsToSizesId: item.colorsToSizesId,
    count: item.count,
    printPosition: 'FRONT' as const,
    bundleId,
  }));
}

/**
 * At sign-in, the items a guest customised on this device become the account's, with the cart lines that
 * hold them, so they stay in the cart wherever the shopper signs in next. Only the device's own, unowned
 * products among `productIds` change.
 */
export async function claimDeviceDesigns(tx: Db, userId: number, deviceId: string, productIds: number[]) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await tx
    .update(products)
    .set({ ownerUserId: userId })
    .where(and(inArray(products.id, ids), isNull(products.ownerUserId), eq(products.deviceId, deviceId)));
}
