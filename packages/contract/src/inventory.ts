import { MoneySchema } from '@seed/domain/money-schema';
import { PRINTING_TYPES } from '@seed/domain/print-position';
import { PrintingTypeSchema, PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, PagingQuerySchema, pageSchema, QueryBooleanSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';

const id = z.number().int();

const ColorSchema = z.object({
  id,
  value: z.string().describe('CSS colour, #rrggbb'),
  nameEn: z.string(),
  nameAr: z.string(),
});

const ColorWithTypeSchema = ColorSchema.extend({ type: z.enum(['GARMENT', 'TEXT']) });

const ColorsQuerySchema = BaseQuerySchema.extend({
  type: z
    .enum(['GARMENT', 'TEXT'])
    .optional()
    .describe('TEXT: colours for text in the studio; all when absent'),
});

export const ColorToSizeSchema = z.object({
  id,
  inventoryId: id,
  colorId: id,
  sizeId: id,
  count: z.number().int().describe('Units in stock'),
  surcharge: MoneySchema.describe('Added to the price for this variant'),
  platenId: id.nullable(),
  kEnvId: id.nullable(),
  printPositionX: z.number().nullable(),
  printPositionY: z.number().nullable(),
  printRotation: z.number().nullable(),
  color: ColorSchema,
  size: z.object({
    id,
    label: z.string(),
    labelAr: z.string().nullable().describe('Staff’s Arabic label, if any'),
  }),
});

const SizeRowSchema = z.object({ size: z.string(), param1: z.number(), param2: z.number() });
const SizeGuideSchema = z.object({
  head: z.array(z.object({ key: z.string(), label: z.string(), labelAr: z.string() })),
  centimeters: z.array(SizeRowSchema),
  inches: z.array(SizeRowSchema),
});

const SideSchema = z.object({
  id,
  position: PrintPositionSchema,
  type: z.enum(['FRONT', 'BACK', 'POCKET', 'EMBROIDERY']),
  printArea: z
    .object({ x: z.number(), y: z.number(), width: z.number(), height: z.number(), widthCm: z.number() })
    .describe('Where a design may go on the mockup, in mockup pixels, and its printed width'),
  rank: z.number().int(),
  media: MediaSchema.nullable().describe('The mockup image of this side (in the first colour)'),
  mockups: z
    .array(z.object({ colorId: id, media: MediaSchema }))
    .describe('The mockup of this side in each garment colour that has its own; else `media`'),
});

const common = {
  id,
  nameEn: z.string(),
  nameAr: z.string(),
  price: MoneySchema,
  backPrint: z.boolean(),
  pocketPrint: z.boolean(),
  design_request_enabled: z.boolean(),
  printingType: z.array(PrintingTypeSchema),
  isActive: z.boolean(),
  mainMedia: MediaSchema.nullable(),
  mainMediaLifeStyle: MediaSchema.nullable(),
};

const InventorySummarySchema = z.object({
  ...common,
  colors: z.array(z.object({ id, value: z.string() })).describe('Colours it comes in, for swatches'),
});

export const InventorySchema = z.object({
  ...common,
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  minDiagonal: z.number(),
  maxDiagonal: z.number(),
  sizeGuide: SizeGuideSchema.nullable(),
  maxFontSize: z.number().int(),
  minFontSize: z.number().int(),
  weight: z.number().int().describe('Grams'),
  DTGSubType: z.string().nullable(),
  sizesPosition: z.array(id).describe('Size ids in display order'),
  colorsPosition: z.array(id).describe('Colour ids in display order'),
  rank: z.number().int(),
  media: z.array(SideSchema).describe('The printable sides'),
  colorsToSizes: z.array(ColorToSizeSchema),
  inventoryToCategories: z.array(
    z.object({ categoryToSubcategoryId: id, categoryId: id, subCategoryId: id }),
  ),
});

const InventoryListQuerySchema = PagingQuerySchema.extend({
  comeFromAdmin: QueryBooleanSchema.optional().describe('Admins only: include inactive items'),
  forDesignRequest: QueryBooleanSchema.optional().describe('Only items that take design requests'),
});

// A comma-separated list ("DTG,EMBROIDERY"); a repeated parameter arrives as an array.
const PrintingTypeListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value.join(',') : value).split(',').filter(Boolean))
  .pipe(z.array(PrintingTypeSchema).max(PRINTING_TYPES.length * 2));

const PrintingTypeQuerySchema = PagingQuerySchema.extend({
  printingType: PrintingTypeListSchema.optional().describe(
    `Comma-separated techniques (${PRINTING_TYPES.join(', ')}); an item taking any of them matches. All items when absent`,
  ),
});

const InventoryProductSchema = z
  .object({
    id,
    nameEn: z.string(),
    nameAr: z.string(),
    randomColor: z.string().nullable().describe("Colour of the item's best-ranked product, for its swatch"),
    mainMedia: MediaSchema.nullable(),
    categoryToSubcategory: z
      .object({ id, categoryId: id, subCategoryId: id })
      .nullable()
      .describe("Where the item's best-ranked product is filed"),
  })
  .meta({ id: 'InventoryProduct' });

const tags = ['inventory'];
const summaries = pageSchema('inventories', InventorySummarySchema);

export const inventory = {
  list: endpoint({
    method: 'GET',
    path: '/inventory',
    tags,
    access: 'anyone',
    summary: 'Blank items a shopper can customise, by rank',
    query: InventoryListQuerySchema,
    reply: summaries,
    refusals: [],
  }),
  byCategory: endpoint({
    method: 'GET',
    path: '/inventory/category/:id',
    tags,
    access: 'anyone',
    summary: "Active blank items filed under any of a category's subcategories, by rank",
    params: IdParamsSchema,
    query: PagingQuerySchema,
    reply: summaries,
    refusals: ['INVENTORY_CATEGORY_NOT_FOUND'],
  }),
  byPrintingType: endpoint({
    method: 'GET',
    path: '/inventory/by/print/type/customization',
    tags,
    access: 'anyone',
    summary: 'Active blank items that take any of the given print techniques, by rank',
    query: PrintingTypeQuerySchema,
    reply: summaries,
    refusals: [],
  }),
  all: endpoint({
    method: 'GET',
    path: '/inventory/get-all-inventories',
    tags,
    access: 'anyone',
    summary: 'Every active blank item, by rank (100 per page by default)',
    query: PagingQuerySchema,
    reply: summaries,
    refusals: [],
  }),
  withProducts: endpoint({
    method: 'GET',
    path: '/inventory/get-all-by-product',
    tags,
    access: 'anyone',
    summary: 'The active blank items that listed products are made on, by rank: the shop filter by type',
    query: BaseQuerySchema,
    reply: z.object({ inventories: z.array(InventoryProductSchema) }),
    refusals: [],
  }),
  byId: endpoint({
    method: 'GET',
    path: '/inventory/:id',
    tags,
    access: 'anyone',
    summary: 'One blank item with its sides, variants, stock and size guide',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: InventorySchema,
    refusals: ['INVENTORY_NOT_FOUND'],
  }),
  colors: endpoint({
    method: 'GET',
    path: '/colors',
    tags,
    access: 'anyone',
    summary: 'Colours, of garments or of text',
    query: ColorsQuerySchema,
    reply: z.array(ColorWithTypeSchema),
    refusals: [],
  }),
};
