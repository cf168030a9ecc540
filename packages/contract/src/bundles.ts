import { BundleUniqueKeySchema } from '@seed/domain/bundle-key';
import { MAX_CART_LINES } from '@seed/domain/cart-line';
import { CountSchema } from '@seed/domain/cart-line-schema';
import { MoneySchema } from '@seed/domain/money-schema';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, PagingQuerySchema, pageSchema } from './common';
import { endpoint } from './endpoint';
import { InventorySchema } from './inventory';
import { MediaSchema } from './media';
import { ControlValuesSchema, TEMPLATE_REFUSALS, TemplateCategorySchema, TemplateSchema } from './templates';

const id = z.number().int();
const IdBodySchema = z.int().positive().max(2_147_483_647);

const RelationSchema = z.object({
  inventoryId: id,
  templateId: id.nullable().describe('The one template this item takes'),
  templateCategoryId: id.nullable().describe('Or any template of this category (and its sub-categories)'),
  count: z.number().int().describe('How many of this item the bundle holds'),
});

const BundleSchema = z
  .object({
    id,
    nameEn: z.string(),
    nameAr: z.string(),
    isActive: z.boolean(),
    discountPercentage: z.number().int(),
    rank: z.number().int(),
    morphType: z.string().nullable(),
    type: z.enum(['AGGREGATED', 'PICK_ANY']).describe('AGGREGATED: bought as a whole, exactly its items'),
    mediaId: id.nullable(),
    media: MediaSchema.nullable(),
    oldPrice: MoneySchema.describe('The included items at their own prices'),
    newPrice: MoneySchema.describe('The included items with the bundle discount'),
    saving: MoneySchema.describe('oldPrice − newPrice'),
    templatesInventoriesRelations: z.array(RelationSchema),
  })
  .meta({ id: 'Bundle' });

const BundleDetailSchema = z.object({
  bundle: BundleSchema,
  templates: z.array(TemplateSchema).describe('Every template some item of the bundle takes'),
  templateCategories: z.array(TemplateCategorySchema),
  templatesInventoriesRelations: z
    .array(
      RelationSchema.extend({
        id,
        inventory: InventorySchema.nullable().describe('The blank item; null when it is no longer sold'),
        templateIds: z.array(id).describe('The templates this item may take, by rank'),
      }),
    )
    .describe("The bundle's items with what the customisation needs"),
});

const DesignItemSchema = z.strictObject({
  inventoryId: IdBodySchema,
  templateId: IdBodySchema,
  controls: ControlValuesSchema.describe("The template's control values by name"),
  colorsToSizesId: IdBodySchema,
  count: CountSchema.default(1),
});

const DesignItemsSchema = z
  .array(DesignItemSchema)
  .min(1, 'A bundle needs its items')
  .max(MAX_CART_LINES)
  .describe('One entry per customised item; together exactly the bundle items');

const DesignBodySchema = z.strictObject({ items: DesignItemsSchema });

const DesignLinesSchema = z.object({
  uniqueKey: BundleUniqueKeySchema.describe('The new bundle key the lines share'),
  lines: z.array(
    z.object({
      productId: id,
      colorsToSizesId: id,
      count: z.number().int(),
      printPosition: PrintPositionSchema,
      bundleId: id,
      uniqueKey: z.string(),
    }),
  ),
});

/** A bundle's items against the bundle: each listed once, all of them there. */
const BUNDLE_COMPOSITION_REFUSALS = [
  'ITEM_NOT_IN_BUNDLE',
  'BUNDLE_INCOMPLETE',
  'BUNDLE_TOO_MANY_ITEMS',
] as const;

/**
 * Why customising a bundle's items can be refused, wherever it is asked for (here, or straight into the
 * cart): the bundle's own checks, the composition rule and,
 * for each item, its template's rules (templates' TEMPLATE_REFUSALS and an image printing too coarse).
 */
export const BUNDLE_DESIGN_REFUSALS = [
  'BUNDLE_NOT_FOUND',
  'BUNDLE_ITEM_TEMPLATE_NOT_FOUND',
  'BUNDLE_ITEM_TEMPLATE_NOT_OFFERED',
  'BUNDLE_ITEM_VARIANT_NOT_OFFERED',
  ...BUNDLE_COMPOSITION_REFUSALS,
  ...TEMPLATE_REFUSALS,
  'DPI_TOO_LOW',
] as const;

const tags = ['bundles'];

export const bundles = {
  list: endpoint({
    method: 'GET',
    path: '/bundling',
    tags,
    access: 'anyone',
    summary: 'The active bundles by rank, priced in the requested currency',
    query: PagingQuerySchema,
    reply: pageSchema('bundles', BundleSchema),
    refusals: [],
  }),
  byId: endpoint({
    method: 'GET',
    path: '/bundling/:id',
    tags,
    access: 'anyone',
    summary: 'An active bundle with its items, the templates they take and their categories',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: BundleDetailSchema,
    refusals: ['BUNDLE_NOT_FOUND'],
  }),
  designs: endpoint({
    method: 'POST',
    path: '/bundling/:id/designs',
    tags,
    access: 'anyone',
    summary: "Makes a bundle's customised items, for a guest's cart (or a signed-in shopper's)",
    description:
      "Each item becomes the caller's own unlisted product (a guest's, by deviceId, passes to their " +
      'account when they sign in with that cart). Answers the cart lines to keep, under a new ' +
      'uniqueKey. All items or none: a template not offered for the item, a missing required ' +
      'control, a value too long or of the wrong type, an image under 75 DPI in its slot, or items ' +
      'that are not exactly the bundle are refused with 400; an image control needs a signed-in ' +
      "shopper's own upload (401 for a guest, 404 for anyone else's). Each item gets a picture: its " +
      "template drawn on the blank item's mockup. Signed-in shoppers add a bundle in one step with carts/product/multi/to/bag. " +
      'A refusal about one item names it in `details.item` (1 for the first).',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: DesignBodySchema,
    status: 201,
    errors: [401],
    reply: DesignLinesSchema,
    refusals: ['BUNDLE_NEEDS_DEVICE_OR_SIGN_IN', ...BUNDLE_DESIGN_REFUSALS],
  }),
};
