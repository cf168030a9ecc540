import { bundles } from '@seed/contract/bundles';
import type { ReplyOf } from '@seed/contract/endpoint';
import { templates } from '@seed/contract/templates';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { imageSources } from '../catalog/image-sources';
import type {
  BundleCardView,
  BundleSlotView,
  BundleView,
  GarmentView,
  PreviewView,
  TemplateView,
} from './bundle-view';

type BundleDetail = ReplyOf<typeof bundles.byId>;
type ApiBundle = BundleDetail['bundle'];
type ApiInventory = NonNullable<BundleDetail['templatesInventoriesRelations'][number]['inventory']>;

const name = (row: { nameEn: string; nameAr: string }, locale: Locale) =>
  locale === 'ar' ? row.nameAr : row.nameEn;

function toCard(bundle: ApiBundle, locale: Locale): BundleCardView {
  return {
    id: bundle.id,
    name: name(bundle, locale),
    image: imageSources(bundle.media),
    discountPercentage: bundle.discountPercentage,
    oldPrice: bundle.oldPrice,
    newPrice: bundle.newPrice,
    saving: bundle.saving,
    itemCount: bundle.templatesInventoriesRelations.reduce((sum, part) => sum + part.count, 0),
  };
}

/** The active bundles, for the home page (spec §7 `bundling`). */
export async function loadBundleCards(api: ApiClient, locale: Locale, limit = 6): Promise<BundleCardView[]> {
  const reply = await api.call(bundles.list, { query: { limit } });
  return reply.bundles.map((bundle) => toCard(bundle, locale));
}

// Colours and sizes in the item's display order (spec §3 colorsPosition, sizesPosition), then the rest.
function ordered<T extends { id: number }>(items: T[], position: number[]) {
  const rank = (id: number) => (position.includes(id) ? position.indexOf(id) : position.length + id);
  return [...items].sort((a, b) => rank(a.id) - rank(b.id));
}

function slotChoices(inventory: ApiInventory, locale: Locale) {
  const unique = <T extends { id: number }>(list: T[]) => [
    ...new Map(list.map((item) => [item.id, item])).values(),
  ];
  const variants = inventory.colorsToSizes;
  return {
    colors: ordered(unique(variants.map((v) => v.color)), inventory.colorsPosition).map((color) => ({
      id: color.id,
      value: color.value,
      name: name(color, locale),
    })),
    sizes: ordered(unique(variants.map((v) => v.size)), inventory.sizesPosition),
    variants: variants.map((v) => ({ id: v.id, colorId: v.colorId, sizeId: v.sizeId, inStock: v.count > 0 })),
  };
}

// The seed's mockups are drawn on a square of this many pixels, and print areas are given in its
// coordinates (as the studio reads them).
const MOCKUP_SIZE = 800;

// The front side (else the first) that a customised item is printed on, as its picture in the cart is.
function garmentOf(inventory: ApiInventory): GarmentView | null {
  const side = inventory.media.find((candidate) => candidate.position === 'FRONT') ?? inventory.media[0];
  if (!side) return null;
  const mockups: Record<number, string> = {};
  for (const mockup of side.mockups) {
    const url = mockup.media.url.medium ?? mockup.media.url.large;
    if (url) mockups[mockup.colorId] = url;
  }
  const { x, y, width, height } = side.printArea;
  return {
    area: {
      left: x / MOCKUP_SIZE,
      top: y / MOCKUP_SIZE,
      width: width / MOCKUP_SIZE,
      height: height / MOCKUP_SIZE,
    },
    mockups,
    defaultMockup: side.media?.url.medium ?? side.media?.url.large ?? null,
  };
}

/** One bundle with everything its customisation needs (spec §7 `bundling/{id}`). */
export async function loadBundle(api: ApiClient, locale: Locale, id: number): Promise<BundleView> {
  const reply = await api.call(bundles.byId, { params: { id } });
  const relations = reply.templatesInventoriesRelations;
  const slots: BundleSlotView[] = [];
  for (const relation of relations) {
    const { inventory } = relation;
    if (!inventory) continue;
    for (let unit = 0; unit < relation.count; unit++) {
      slots.push({
        index: slots.length,
        inventoryId: inventory.id,
        itemName: name(inventory, locale),
        image: imageSources(inventory.mainMedia),
        price: inventory.price,
        templateIds: relation.templateIds,
        ...slotChoices(inventory, locale),
        garment: garmentOf(inventory),
      });
    }
  }
  const templates: TemplateView[] = reply.templates.map((template) => ({
    id: template.id,
    name: name(template, locale),
    image: imageSources(template.media),
    controls: template.templateControls.map((control) => ({
      ...control,
      label: locale === 'ar' ? control.labelAr : control.labelEn,
    })),
  }));
  return {
    ...toCard(reply.bundle, locale),
    items: relations.flatMap(({ inventory, count }) =>
      inventory ? [{ name: name(inventory, locale), count, image: imageSources(inventory.mainMedia) }] : [],
    ),
    slots,
    templates,
    available: relations.every((relation) => relation.inventory && relation.templateIds.length > 0),
  };
}

/**
 * The template filled with the shopper's values (spec §7 `template/{id}/generateHtmlCode`), with the
 * print issues of the pictures in its image controls.
 */
export async function renderTemplate(
  api: ApiClient,
  templateId: number,
  controls: Record<string, string>,
): Promise<PreviewView> {
  const reply = await api.call(templates.previewPost, { params: { id: templateId }, body: { controls } });
  return {
    html: reply.html,
    imageIssues: reply.imageIssues.map(({ control, severity, dpi }) => ({ control, severity, dpi })),
  };
}
