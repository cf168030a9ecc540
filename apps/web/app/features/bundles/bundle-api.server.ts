import type { Locale } from '@seed/domain/locale';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import { imageSources, MediaUrlsSchema } from '../catalog/image-sources';
import type {
  BundleCardView,
  BundleSlotView,
  BundleView,
  GarmentView,
  PreviewView,
  TemplateView,
} from './bundle-view';

// Only the fields the pages read; the API sends more.
const Names = { nameEn: z.string(), nameAr: z.string() };
const BundleSchema = z.object({
  id: z.number(),
  ...Names,
  discountPercentage: z.number(),
  media: MediaUrlsSchema.nullable(),
  oldPrice: MoneySchema,
  newPrice: MoneySchema,
  saving: MoneySchema,
  templatesInventoriesRelations: z.array(z.object({ count: z.number() })),
});
const BundleListSchema = z.object({ bundles: z.array(BundleSchema) });

const ControlSchema = z.object({
  name: z.string(),
  type: z.enum(['text', 'color', 'image', 'choice']),
  labelEn: z.string(),
  labelAr: z.string(),
  required: z.boolean(),
  maxLength: z.number().optional(),
  options: z
    .array(z.object({ value: z.string(), ...{ labelEn: z.string(), labelAr: z.string() } }))
    .optional(),
  defaultValue: z.string().optional(),
});
const InventorySchema = z.object({
  id: z.number(),
  ...Names,
  price: MoneySchema,
  mainMedia: MediaUrlsSchema.nullable(),
  colorsPosition: z.array(z.number()),
  sizesPosition: z.array(z.number()),
  media: z.array(
    z.object({
      position: z.string(),
      printArea: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
      media: MediaUrlsSchema.nullable(),
      mockups: z.array(z.object({ colorId: z.number(), media: MediaUrlsSchema })),
    }),
  ),
  colorsToSizes: z.array(
    z.object({
      id: z.number(),
      colorId: z.number(),
      sizeId: z.number(),
      count: z.number(),
      color: z.object({ id: z.number(), value: z.string(), ...Names }),
      size: z.object({ id: z.number(), label: z.string() }),
    }),
  ),
});
const BundleDetailSchema = z.object({
  bundle: BundleSchema,
  templates: z.array(
    z.object({
      id: z.number(),
      ...Names,
      media: MediaUrlsSchema.nullable(),
      templateControls: z.array(ControlSchema),
    }),
  ),
  templatesInventoriesRelations: z.array(
    z.object({ count: z.number(), inventory: InventorySchema.nullable(), templateIds: z.array(z.number()) }),
  ),
});

type ApiBundle = z.infer<typeof BundleSchema>;
type ApiInventory = z.infer<typeof InventorySchema>;

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
  const reply = await api.get('/bundling', BundleListSchema, { limit });
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
  const reply = await api.get(`/bundling/${id}`, BundleDetailSchema);
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

const RenderedSchema = z.object({
  html: z.string(),
  imageIssues: z.array(
    z.object({ control: z.string(), severity: z.enum(['warn', 'block']), dpi: z.number() }),
  ),
});

/**
 * The template filled with the shopper's values (spec §7 `template/{id}/generateHtmlCode`), with the
 * print issues of the pictures in its image controls.
 */
export async function renderTemplate(
  api: ApiClient,
  templateId: number,
  controls: Record<string, string>,
): Promise<PreviewView> {
  const reply = await api.post(`/template/${templateId}/generateHtmlCode`, RenderedSchema, { controls });
  return {
    html: reply.html,
    imageIssues: reply.imageIssues.map(({ control, severity, dpi }) => ({ control, severity, dpi })),
  };
}
