import { rangeInOrder } from '@seed/domain/blank-item';
import { PRINTING_TYPES } from '@seed/domain/print-position';
import { PrintingTypeSchema, PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, IdSchema, PagingQuerySchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';

/** Blank items a page of the desk lists. */
export const BLANK_ITEM_PAGE_SIZE = 25;
export const BLANK_ITEM_SORTS = ['name', 'price', 'stock', 'newest'] as const;
export const BLANK_ITEM_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const SIDE_TYPES = ['FRONT', 'BACK', 'POCKET', 'EMBROIDERY'] as const;
export const COLOR_TYPES = ['GARMENT', 'TEXT'] as const;

const id = z.number().int();
const bodyId = z.number().int().min(1).max(2_147_483_647);
const fils = (most: number) =>
  z.number().int('Whole fils').min(0, 'Not below zero').max(most).describe('KWD fils');
const name = (most: number) => z.string().trim().min(1, 'Required').max(most, `At most ${most} characters`);

export const BlankItemListQuerySchema = PagingQuerySchema.extend({
  q: z.string().trim().max(100, 'At most 100 characters').optional().describe('Part of a name, or the id'),
  status: z.enum(BLANK_ITEM_STATUSES).optional(),
  technique: PrintingTypeSchema.optional().describe('Only items offering this printing technique'),
  sort: z.enum(BLANK_ITEM_SORTS).optional().describe('newest (the default), name, price or stock'),
  dir: z.enum(['asc', 'desc']).optional(),
});

export const BlankItemRowSchema = z
  .object({
    id,
    nameEn: z.string(),
    nameAr: z.string(),
    price: id.describe('KWD fils'),
    isActive: z.boolean(),
    printingTypes: z.array(PrintingTypeSchema),
    variants: id.describe('How many colour × size variants it has'),
    stock: id.describe('Units in stock over all its variants'),
    sides: id,
  })
  .meta({ id: 'BlankItemRow' });

const SizeGuideRowSchema = z.object({
  size: z.string().trim().min(1).max(20),
  param1: z.number().min(0).max(9999),
  param2: z.number().min(0).max(9999),
});
export const SizeGuideInputSchema = z.object({
  head: z
    .array(z.object({ key: z.string().max(40), label: z.string().max(60), labelAr: z.string().max(60) }))
    .max(4),
  centimeters: z.array(SizeGuideRowSchema).max(30),
  inches: z.array(SizeGuideRowSchema).max(30),
});

/** What staff set on a blank item; the same for creating and editing. */
export const BlankItemBodySchema = z
  .strictObject({
    nameEn: name(120),
    nameAr: name(120),
    descriptionEn: z.string().trim().max(5000),
    descriptionAr: z.string().trim().max(5000),
    price: fils(10_000_000),
    weight: z.number().int('Whole grams').min(1, 'At least 1 gram').max(100_000).describe('Grams'),
    printingTypes: z
      .array(PrintingTypeSchema)
      .min(1, 'Offer at least one technique')
      .max(PRINTING_TYPES.length)
      .refine((types) => new Set(types).size === types.length, 'Each technique once'),
    backPrint: z.boolean(),
    pocketPrint: z.boolean(),
    designRequests: z.boolean().describe('Whether shoppers may ask a designer for a design on it'),
    minDiagonal: z.number().positive('More than zero').max(200).describe('Smallest design diagonal, cm'),
    maxDiagonal: z.number().positive('More than zero').max(200).describe('Largest design diagonal, cm'),
    minFontSize: z.number().int().min(1).max(500),
    maxFontSize: z.number().int().min(1).max(500),
    sizeGuide: SizeGuideInputSchema.nullable(),
    categoryLinkIds: z.array(bodyId).max(50).describe('Category and subcategory links it is listed under'),
    rank: z.number().int().min(0).max(100_000),
  })
  .refine((item) => rangeInOrder({ min: item.minDiagonal, max: item.maxDiagonal }), {
    path: ['maxDiagonal'],
    message: 'The largest diagonal is below the smallest',
  })
  .refine((item) => rangeInOrder({ min: item.minFontSize, max: item.maxFontSize }), {
    path: ['maxFontSize'],
    message: 'The largest font size is below the smallest',
  });
export type BlankItemBody = z.infer<typeof BlankItemBodySchema>;

export const PrintAreaSchema = z
  .strictObject({
    x: z.number().min(0).max(20_000),
    y: z.number().min(0).max(20_000),
    width: z.number().positive('More than zero').max(20_000),
    height: z.number().positive('More than zero').max(20_000),
    widthCm: z.number().positive('More than zero').max(200).describe('Printed width of the area, cm'),
  })
  .describe("Where a design may go, in the side picture's pixels, and its printed width");

export const SideBodySchema = z.strictObject({
  type: z.enum(SIDE_TYPES),
  position: PrintPositionSchema,
  mediaId: bodyId.nullable().describe('The side picture, an upload (media/upload)'),
  printArea: PrintAreaSchema,
  rank: z.number().int().min(0).max(1000),
});

export const VariantInputSchema = z.strictObject({
  colorId: bodyId,
  sizeId: bodyId,
  cost: fils(10_000_000).describe('What a unit costs the store, KWD fils'),
  surcharge: fils(10_000_000).describe('Added to the price for this variant, KWD fils'),
  lowStockThreshold: z.number().int().min(0).max(100_000),
  count: z.number().int('Whole units').min(0, 'Not below zero').max(1_000_000).describe('Units in stock'),
});

export const VariantsBodySchema = z.strictObject({
  variants: z
    .array(VariantInputSchema)
    .max(400)
    .refine(
      (rows) => new Set(rows.map((row) => `${row.colorId}:${row.sizeId}`)).size === rows.length,
      'Each colour and size once',
    ),
});

export const ColorBodySchema = z.strictObject({
  value: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'A colour as #rrggbb')
    .transform((value) => value.toLowerCase()),
  nameEn: name(60),
  nameAr: name(60),
  type: z.enum(COLOR_TYPES),
  rank: z.number().int().min(0).max(10_000),
});

export const SizeBodySchema = z.strictObject({
  label: name(20),
  labelAr: z
    .string()
    .trim()
    .max(20)
    .nullable()
    .default(null)
    .transform((text) => text || null)
    .describe("What Arabic pages show; null or empty: the label's own Arabic reading"),
  rank: z.number().int().min(0).max(10_000),
});

const ColorRowSchema = z.object({
  id,
  value: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  type: z.enum(COLOR_TYPES),
  rank: id,
});
const SizeRowSchema = z.object({ id, label: z.string(), labelAr: z.string().nullable(), rank: id });

export const BlankItemDetailSchema = z
  .object({
    id,
    isActive: z.boolean(),
    nameEn: z.string(),
    nameAr: z.string(),
    descriptionEn: z.string(),
    descriptionAr: z.string(),
    price: id,
    weight: id,
    printingTypes: z.array(PrintingTypeSchema),
    backPrint: z.boolean(),
    pocketPrint: z.boolean(),
    designRequests: z.boolean(),
    minDiagonal: z.number(),
    maxDiagonal: z.number(),
    minFontSize: id,
    maxFontSize: id,
    sizeGuide: SizeGuideInputSchema.nullable(),
    categoryLinkIds: z.array(id),
    rank: id,
    mainMedia: MediaSchema.nullable().describe('The main picture lists and the studio show'),
    variants: z.array(
      VariantInputSchema.extend({ id, notifiAdmin: z.boolean().describe('Below its threshold now') }),
    ),
    sides: z.array(
      z.object({
        id,
        type: z.enum(SIDE_TYPES),
        position: PrintPositionSchema,
        rank: id,
        printArea: PrintAreaSchema,
        media: MediaSchema.nullable(),
        mockups: z.array(z.object({ colorId: id, media: MediaSchema })),
      }),
    ),
  })
  .meta({ id: 'BlankItemDetail' });

export const BlankItemOptionsSchema = z.object({
  colors: z.array(ColorRowSchema),
  sizes: z.array(SizeRowSchema),
  categoryLinks: z.array(
    z.object({
      id,
      categoryEn: z.string(),
      categoryAr: z.string(),
      subcategoryEn: z.string(),
      subcategoryAr: z.string(),
    }),
  ),
});

const SideParamsSchema = z.strictObject({ id: IdSchema, sideId: IdSchema });
const MockupParamsSchema = SideParamsSchema.extend({ colorId: IdSchema });

const tags = ['blank-items'];
const access = { permission: 'catalogue' } as const;
const NOT_FOUND = 'BLANK_ITEM_NOT_FOUND';
const saved = z.object({ id });

export const adminBlankItems = {
  list: endpoint({
    method: 'GET',
    path: '/admin/blank-items',
    tags,
    access,
    summary: 'Find blank items by name or id; filter by status and technique, sort and page',
    description: `${BLANK_ITEM_PAGE_SIZE} a page by default; inactive items included.`,
    query: BlankItemListQuerySchema,
    reply: z.object({
      items: z.array(BlankItemRowSchema),
      total: id,
      hasMore: z.boolean(),
      limit: id,
      offset: id,
    }),
    refusals: [],
  }),
  options: endpoint({
    method: 'GET',
    path: '/admin/blank-items/options',
    tags,
    access,
    summary: 'What a blank item can be made of: every colour, size and category link',
    query: BaseQuerySchema,
    reply: BlankItemOptionsSchema,
    refusals: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/blank-items/:id',
    tags,
    access,
    summary: 'A blank item with its variants, sides, print areas and mockups',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: BlankItemDetailSchema,
    refusals: [NOT_FOUND],
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/blank-items',
    tags,
    access,
    summary: 'Create a blank item; it starts inactive until it has variants and a side with a picture',
    query: BaseQuerySchema,
    body: BlankItemBodySchema,
    status: 201,
    reply: saved,
    refusals: ['CATEGORY_LINK_NOT_FOUND'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/blank-items/:id',
    tags,
    access,
    summary: "Edit a blank item's names, prices, techniques, limits, size guide and categories",
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: BlankItemBodySchema,
    reply: saved,
    refusals: [NOT_FOUND, 'CATEGORY_LINK_NOT_FOUND'],
  }),
  setActive: endpoint({
    method: 'PUT',
    path: '/admin/blank-items/:id/active',
    tags,
    access,
    summary: 'Put a blank item on sale, or take it off (deactivate): the studio lists active items only',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: z.strictObject({ active: z.boolean() }),
    reply: z.object({ id, isActive: z.boolean() }),
    errors: [409],
    refusals: [NOT_FOUND, 'BLANK_ITEM_INCOMPLETE'],
  }),
  saveVariants: endpoint({
    method: 'PUT',
    path: '/admin/blank-items/:id/variants',
    tags,
    access,
    summary: 'Add variants and set their cost, surcharge, threshold and stock count',
    description:
      'Variants not named are kept (orders point at them). A new variant opens with its count as a CREATED ' +
      'stock movement; a changed count is a MANUAL movement.',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: VariantsBodySchema,
    reply: z.object({ variants: id.describe('How many the item has now') }),
    refusals: [NOT_FOUND, 'COLOR_NOT_FOUND', 'SIZE_NOT_FOUND'],
  }),
  addSide: endpoint({
    method: 'POST',
    path: '/admin/blank-items/:id/sides',
    tags,
    access,
    summary: 'Add a side with its picture and print area',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: SideBodySchema,
    status: 201,
    reply: saved,
    refusals: [NOT_FOUND, 'MEDIA_NOT_FOUND'],
  }),
  updateSide: endpoint({
    method: 'PUT',
    path: '/admin/blank-items/:id/sides/:sideId',
    tags,
    access,
    summary: "Change a side's picture, type or print area (the studio and print files follow it)",
    params: SideParamsSchema,
    query: BaseQuerySchema,
    body: SideBodySchema,
    reply: saved,
    refusals: [NOT_FOUND, 'SIDE_NOT_FOUND', 'MEDIA_NOT_FOUND'],
  }),
  removeSide: endpoint({
    method: 'DELETE',
    path: '/admin/blank-items/:id/sides/:sideId',
    tags,
    access,
    summary: 'Remove a side and its mockups',
    params: SideParamsSchema,
    query: BaseQuerySchema,
    reply: saved,
    refusals: [NOT_FOUND, 'SIDE_NOT_FOUND'],
  }),
  setMockup: endpoint({
    method: 'PUT',
    path: '/admin/blank-items/:id/sides/:sideId/mockups/:colorId',
    tags,
    access,
    summary: "Set a side's picture in one garment colour",
    params: MockupParamsSchema,
    query: BaseQuerySchema,
    body: z.strictObject({ mediaId: bodyId }),
    reply: saved,
    refusals: [NOT_FOUND, 'SIDE_NOT_FOUND', 'COLOR_NOT_FOUND', 'MEDIA_NOT_FOUND'],
  }),
  setPicture: endpoint({
    method: 'PUT',
    path: '/admin/blank-items/:id/picture',
    tags,
    access,
    summary: "Set a blank item's main picture, an upload (media/upload)",
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: z.strictObject({ mediaId: bodyId }),
    reply: saved,
    refusals: [NOT_FOUND, 'MEDIA_NOT_FOUND'],
  }),
  colors: endpoint({
    method: 'GET',
    path: '/admin/colours',
    tags,
    access,
    summary: 'Every colour, in display order',
    query: BaseQuerySchema,
    reply: z.object({ colors: z.array(ColorRowSchema) }),
    refusals: [],
  }),
  createColor: endpoint({
    method: 'POST',
    path: '/admin/colours',
    tags,
    access,
    summary: 'Add a colour',
    query: BaseQuerySchema,
    body: ColorBodySchema,
    status: 201,
    reply: saved,
    refusals: [],
  }),
  updateColor: endpoint({
    method: 'PUT',
    path: '/admin/colours/:id',
    tags,
    access,
    summary: "Change a colour's names, value, type or order",
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: ColorBodySchema,
    reply: saved,
    refusals: ['COLOR_NOT_FOUND'],
  }),
  deleteColor: endpoint({
    method: 'DELETE',
    path: '/admin/colours/:id',
    tags,
    access,
    summary: 'Remove a colour no variant is made in',
    description: 'A colour some blank item has variants in is refused (409 COLOR_IN_USE).',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: saved,
    errors: [409],
    refusals: ['COLOR_NOT_FOUND', 'COLOR_IN_USE'],
  }),
  sizes: endpoint({
    method: 'GET',
    path: '/admin/sizes',
    tags,
    access,
    summary: 'Every size, in display order',
    query: BaseQuerySchema,
    reply: z.object({ sizes: z.array(SizeRowSchema) }),
    refusals: [],
  }),
  createSize: endpoint({
    method: 'POST',
    path: '/admin/sizes',
    tags,
    access,
    summary: 'Add a size',
    query: BaseQuerySchema,
    body: SizeBodySchema,
    status: 201,
    reply: saved,
    refusals: [],
  }),
  updateSize: endpoint({
    method: 'PUT',
    path: '/admin/sizes/:id',
    tags,
    access,
    summary: "Change a size's label or order",
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: SizeBodySchema,
    reply: saved,
    refusals: ['SIZE_NOT_FOUND'],
  }),
  deleteSize: endpoint({
    method: 'DELETE',
    path: '/admin/sizes/:id',
    tags,
    access,
    summary: 'Remove a size no variant is made in',
    description: 'A size some blank item has variants in is refused (409 SIZE_IN_USE).',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: saved,
    errors: [409],
    refusals: ['SIZE_NOT_FOUND', 'SIZE_IN_USE'],
  }),
};
