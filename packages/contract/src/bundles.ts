import { BundleUniqueKeySchema } from '@seed/domain/bundle-key';
import { MAX_CART_LINES } from '@seed/domain/cart-line';
import { CountSchema } from '@seed/domain/cart-line-schema';
import { MoneySchema } from '@seed/domain/money-schema';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import { InventorySchema } from './inventory';
import { MediaSchema } from './media';
import { ControlValuesSchema, TemplateCategorySchema, TemplateSchema } from './templates';

const id = z.number().int();
const IdBodySchema = z.int().positive().max(2_147_483_647);

const RelationSchema = z.object({
  inventoryId: id,
  templateId: id.nullable().describe('The one template this item takes'),
  templateCategoryId: id.nullable().describe('Or any template of this category (and its sub-categories)'),
  count: z.number().int().describe('How many of this item the bundle holds'),
});

export const BundleSchema = z
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

export const BundleDetailSchema = z.object({
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

export const DesignItemsSchema = z
  .array(DesignItemSchema)
  .min(1, 'A bundle needs its items')
  .max(MAX_CART_LINES)
  .describe('One entry per customised item; together exactly the bundle items');

export const DesignBodySchema = z.strictObject({ items: DesignItemsSchema });

export const DesignLinesSchema = z.object({
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
