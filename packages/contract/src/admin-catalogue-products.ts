import { tagSlug } from '@seed/domain/tag-slug';
import { z } from 'zod';
import {
  BaseQuerySchema,
  IdParamsSchema,
  IdSchema,
  PagingQuerySchema,
  pageSchema,
  QueryBooleanSchema,
} from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { AuditReasonSchema } from './staff';

/** Page size of the catalogue desk's product list (the spec's page-size table does not cover staff lists). */
export const ADMIN_PRODUCT_PAGE_SIZE = 25;
export const ADMIN_PRODUCT_SORTS = ['newest', 'name', 'price', 'featured'] as const;
/** The home page's featured ranks run from 0 (first) to this. */
export const FEATURED_RANK_MAX = 999;
/** A price the desk accepts, in KWD fils: at most 1,000 KWD. */
export const PRODUCT_PRICE_MAX_FILS = 1_000_000;

export const PRODUCT_IMAGE_TYPES = ['FRONT', 'BACK', 'POCKET', 'EMBROIDERY', 'LIFESTYLE'] as const;

const id = z.number().int();
const fils = z.number().int().min(0).max(PRODUCT_PRICE_MAX_FILS).describe('KWD fils');
const name = z.string().trim().min(1, 'Required').max(200, 'At most 200 characters');

export const AdminProductListQuerySchema = PagingQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .optional()
    .describe('Part of a name in either language; a number also finds the product with that id'),
  artist: z.string().trim().max(100).optional().describe("Part of the artist's name in either language"),
  categoryId: IdSchema.optional().describe('Products filed under any subcategory of this category'),
  active: QueryBooleanSchema.optional(),
  featured: QueryBooleanSchema.optional().describe('Only products on the home page (true) or not (false)'),
  sort: z.enum(ADMIN_PRODUCT_SORTS).optional().describe('newest (the default), name, price or featured'),
  dir: z.enum(['asc', 'desc']).optional(),
});

export const AdminProductRowSchema = z
  .object({
    id,
    nameEn: z.string(),
    nameAr: z.string(),
    price: id.describe('KWD fils'),
    oldPrice: id.describe('KWD fils; 0 when none'),
    discountedPrice: id.describe('KWD fils; 0 when none'),
    isActive: z.boolean(),
    featuredRank: id.nullable().describe('Its place on the home page, lowest first; null when not featured'),
    artist: z.object({ id, nameEn: z.string(), nameAr: z.string() }).nullable(),
    category: z.object({ id, nameEn: z.string(), nameAr: z.string() }).nullable(),
    media: MediaSchema.nullable(),
  })
  .meta({ id: 'AdminProductRow' });

export const AdminTagSchema = z.object({ id, nameEn: z.string(), nameAr: z.string(), slug: z.string() });

export const AdminProductDetailSchema = AdminProductRowSchema.extend({
  tags: z.array(AdminTagSchema),
  images: z.array(
    z.object({
      id,
      type: z.enum(PRODUCT_IMAGE_TYPES),
      colorId: id.nullable().describe('The garment colour it shows; null for any colour'),
      rank: id,
      media: MediaSchema.nullable(),
    }),
  ),
  allTags: z.array(AdminTagSchema).describe('Every tag, to choose from'),
  colors: z
    .array(z.object({ id, nameEn: z.string(), nameAr: z.string(), value: z.string() }))
    .describe("The blank item's garment colours, which a picture may be for"),
}).meta({ id: 'AdminProductDetail' });

export const AdminProductUpdateSchema = z.strictObject({
  nameEn: name,
  nameAr: name,
  price: fils.min(1, 'More than zero'),
  oldPrice: fils.describe('KWD fils; 0 for none, else above the price'),
  discountedPrice: fils.describe('KWD fils; 0 for none, else below the price'),
  isActive: z.boolean(),
  tagIds: z.array(z.number().int().min(1)).max(30, 'At most 30 tags'),
  reason: AuditReasonSchema.optional(),
});

export const FeaturedRankBodySchema = z.strictObject({
  featuredRank: z
    .number()
    .int()
    .min(0)
    .max(FEATURED_RANK_MAX)
    .nullable()
    .describe('Its place on the home page, lowest first; null takes it off'),
  reason: AuditReasonSchema.optional(),
});

export const ProductImageBodySchema = z.strictObject({
  mediaId: z.number().int().min(1).describe('An image the caller uploaded (POST /media/upload)'),
  type: z.enum(PRODUCT_IMAGE_TYPES).describe('The side it shows, or a lifestyle photo'),
  colorId: z
    .number()
    .int()
    .min(1)
    .nullable()
    .describe("One of the blank item's colours; null for any colour"),
  rank: z.number().int().min(0).max(9999).describe('Lower comes first'),
  reason: AuditReasonSchema.optional(),
});

const tagName = z.string().trim().min(1, 'Required').max(60, 'At most 60 characters');

export const AdminTagCreateSchema = z.strictObject({
  nameEn: tagName
    .refine((text) => tagSlug(text) !== '', 'Needs a Latin letter or a digit')
    .describe('Also makes the slug: "Gulf art" is gulf-art'),
  nameAr: tagName,
  reason: AuditReasonSchema.optional(),
});

const ImageParamsSchema = z.strictObject({ id: IdParamsSchema.shape.id, imageId: IdParamsSchema.shape.id });

const tags = ['admin-catalogue'];
const NOT_FOUND = 'CATALOGUE_PRODUCT_NOT_FOUND';
const access = { permission: 'catalogue' } as const;

export const adminProducts = {
  list: endpoint({
    method: 'GET',
    path: '/admin/catalogue/products',
    tags,
    access,
    summary: 'Find catalogue products by name, id, artist or category; filter, sort and page',
    description: `${ADMIN_PRODUCT_PAGE_SIZE} per page by default. Shoppers' own designs are not catalogue products.`,
    query: AdminProductListQuerySchema,
    reply: pageSchema('products', AdminProductRowSchema).extend({ total: z.number().int() }),
    refusals: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/catalogue/products/:id',
    tags,
    access,
    summary: 'A catalogue product as the desk edits it: names, prices, tags, images per colour and side',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: AdminProductDetailSchema,
    refusals: [NOT_FOUND],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/catalogue/products/:id',
    tags,
    access,
    summary:
      "Edit a product's names, prices, tags and whether it is on sale; the storefront shows it at once",
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: AdminProductUpdateSchema,
    reply: AdminProductDetailSchema,
    refusals: [NOT_FOUND, 'OLD_PRICE_NOT_ABOVE_PRICE', 'DISCOUNT_NOT_BELOW_PRICE', 'CATALOGUE_TAG_NOT_FOUND'],
  }),
  feature: endpoint({
    method: 'PUT',
    path: '/admin/catalogue/products/:id/featured',
    tags,
    access,
    summary: 'Put a product on the home page at a rank, or take it off',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: FeaturedRankBodySchema,
    reply: z.object({ featuredRank: id.nullable() }),
    refusals: [NOT_FOUND],
  }),
  addImage: endpoint({
    method: 'POST',
    path: '/admin/catalogue/products/:id/images',
    tags,
    access,
    summary: 'Add a picture of the product for a side and a garment colour (or any colour)',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: ProductImageBodySchema,
    reply: AdminProductDetailSchema,
    status: 201,
    refusals: [NOT_FOUND, 'CATALOGUE_MEDIA_NOT_FOUND', 'CATALOGUE_COLOR_NOT_OFFERED'],
  }),
  createTag: endpoint({
    method: 'POST',
    path: '/admin/catalogue/products/:id/tags',
    tags,
    access,
    summary: 'Create a tag (names in both languages) and put it on this product at once',
    description:
      'The tag is then offered to every product. Search finds the product by the tag in either language. ' +
      'A tag whose English name makes the slug of an existing tag is refused (409 CATALOGUE_TAG_EXISTS).',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: AdminTagCreateSchema,
    reply: AdminProductDetailSchema,
    status: 201,
    errors: [409],
    refusals: [NOT_FOUND, 'CATALOGUE_TAG_EXISTS'],
  }),
  removeImage: endpoint({
    method: 'DELETE',
    path: '/admin/catalogue/products/:id/images/:imageId',
    tags,
    access,
    summary: 'Remove one of the product’s pictures',
    params: ImageParamsSchema,
    query: BaseQuerySchema,
    reply: AdminProductDetailSchema,
    refusals: [NOT_FOUND, 'CATALOGUE_IMAGE_NOT_FOUND'],
  }),
};
