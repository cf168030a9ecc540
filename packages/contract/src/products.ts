import { MoneySchema } from '@seed/domain/money-schema';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import {
  BaseQuerySchema,
  IdListSchema,
  IdParamsSchema,
  IdSchema,
  PagingQuerySchema,
  pageSchema,
  QueryBooleanSchema,
  SearchParamSchema,
} from './common';
import { endpoint } from './endpoint';
import { ColorToSizeSchema, InventorySchema } from './inventory';
import { MediaSchema } from './media';

const id = z.number().int();

const ArtistCardSchema = z.object({
  id,
  displayNameEn: z.string(),
  displayNameAr: z.string(),
  subdomain: z.string(),
});

const prices = {
  price: MoneySchema.describe('What the shopper pays (before a variant surcharge)'),
  oldPrice: MoneySchema.describe('Struck-through earlier price; 0 when none'),
  discountedPrice: MoneySchema.describe('0 when none'),
  isDiscounted: z.boolean().describe('discountedPrice above 0, or oldPrice above price'),
};

export const ProductCardSchema = z.object({
  id,
  nameEn: z.string(),
  nameAr: z.string(),
  ...prices,
  randomColor: z.string().nullable(),
  artistId: id.nullable(),
  artworkId: id.nullable(),
  inventoryId: id,
  media: MediaSchema.nullable(),
  artist: ArtistCardSchema.nullable(),
});

const ProductImageSchema = z.object({
  id,
  type: z.enum(['FRONT', 'BACK', 'POCKET', 'EMBROIDERY', 'LIFESTYLE']),
  colorId: id.nullable().describe('Garment colour of this mockup; null for any'),
  media: MediaSchema,
});

export const ProductImagesSchema = z.object({
  media: MediaSchema.nullable().describe('The main image'),
  productImages: z.array(ProductImageSchema).describe('Mockups per print position, by rank'),
});

export const ProductSchema = ProductCardSchema.extend({
  artist: ArtistCardSchema.extend({ media: MediaSchema.nullable().describe('Avatar') }).nullable(),
  printingAreaColor: z.string().nullable(),
  clientPrintPosition: PrintPositionSchema,
  isArtistActive: z.boolean(),
  categoryToSubcategoryId: id.nullable(),
  randomMedia: MediaSchema.nullable(),
  productImages: z.array(ProductImageSchema),
  productsTags: z.array(z.object({ id, nameEn: z.string(), nameAr: z.string(), slug: z.string() })),
  artwork: z
    .object({
      id,
      title: z.string(),
      titleAr: z.string(),
      description: z.string(),
      descriptionAr: z.string(),
      slug: z.string(),
      media: MediaSchema.nullable(),
    })
    .nullable(),
  inventory: InventorySchema,
  colorsToSizes: z.array(ColorToSizeSchema).describe('The variants on sale: those of the blank item'),
});

export const ProductListQuerySchema = PagingQuerySchema.extend({
  search: SearchParamSchema.describe(
    `Words in the name, artwork, artist or tags; the 1000 best-ranked matches, most relevant first. ${SearchParamSchema.description}`,
  ),
  topicId: IdSchema.optional(),
  categoryToSubcategoryId: IdSchema.optional(),
  artworkId: IdSchema.optional(),
  excludeProductsId: IdListSchema.optional().describe('Comma-separated product ids to leave out'),
  tagsIds: IdListSchema.optional().describe('Comma-separated tag ids; a product with any of them matches'),
});

export const ProductQuerySchema = BaseQuerySchema.extend({
  colorId: IdSchema.optional().describe('The garment colour the shopper is looking at'),
});

export const TrendingQuerySchema = PagingQuerySchema.extend({
  frontPage: QueryBooleanSchema.optional().describe(
    'For the home page: the products the back office features come first, by their featured rank',
  ),
});

const tags = ['products'];

/** A product missing, hidden, or a shopper's own design seen by someone else: all look the same. */
const NOT_LISTED = 'PRODUCT_NOT_LISTED';

export const products = {
  list: endpoint({
    method: 'GET',
    path: '/products/all',
    tags,
    access: 'anyone',
    summary: 'Products in the shop, by rank, with optional search and filters',
    query: ProductListQuerySchema,
    reply: pageSchema('products', ProductCardSchema),
    refusals: [],
  }),
  trending: endpoint({
    method: 'GET',
    path: '/products/trending',
    tags,
    access: 'anyone',
    summary: 'Most viewed and bought products of the last 30 days',
    query: TrendingQuerySchema,
    reply: pageSchema('products', ProductCardSchema),
    refusals: [],
  }),
  images: endpoint({
    method: 'GET',
    path: '/products/:id/image',
    tags,
    access: 'anyone',
    summary: "A product's main image and its mockups, for a picture shown before its image was known",
    description: `${NOT_LISTED} (404) when the product is not shown to the caller.`,
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: ProductImagesSchema,
    refusals: [NOT_LISTED],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/products/:id',
    tags,
    access: 'anyone',
    summary: 'A product page: prices, images, artist, artwork, blank item and its variants',
    description:
      "With `colorId` (a garment colour of its blank item) the product's images include that colour: " +
      "a shop product photographed in another colour is drawn on that colour's mockup the first time. " +
      'A colour the blank item does not come in is ignored, so a stale link still opens the page. ' +
      `${NOT_LISTED} (404) when the product is not shown to the caller: missing, hidden, or another ` +
      "shopper's own design.",
    params: IdParamsSchema,
    query: ProductQuerySchema,
    reply: ProductSchema,
    refusals: [NOT_LISTED],
  }),
};
