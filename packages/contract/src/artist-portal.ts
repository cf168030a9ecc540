import { ARTIST_PRODUCT_STATES } from '@seed/domain/artist-product-state';
import { ArtworkPlacementSchema } from '@seed/domain/artwork-placement';
import { ARTWORK_DECISIONS, ARTWORK_REVIEWS, MODERATION_REASONS } from '@seed/domain/artwork-review';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import {
  BaseQuerySchema,
  IdListSchema,
  IdParamsSchema,
  IdSchema,
  PagingQuerySchema,
  pageSchema,
  SearchParamSchema,
} from './common';
import { EarningTotalsSchema } from './earnings';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';

const id = z.number().int();

export const DashboardSchema = z
  .object({
    artworks: z.number().int().describe('All the artist’s artworks'),
    clicks: z.number().int().describe('Views of their products and artworks, all time'),
    design: z.number().int().describe('Artworks still waiting for approval'),
    likes: z.number().int().describe('Favourites of their products and artworks'),
    products: z.number().int().describe('All their products, active or not'),
    revenue: MoneySchema.describe(
      'Sales of their products in paid (and later) orders, in the requested currency',
    ),
    subdomain: z.string().describe('Their shop: {subdomain}.{PUBLIC_HOST}'),
    earnings: EarningTotalsSchema.describe('Their earnings ledger’s sums (issue 22), in KWD'),
    series: z
      .array(
        z.object({ date: z.string().describe('YYYY-MM-DD'), clicks: z.number().int(), revenue: MoneySchema }),
      )
      .describe('The last 30 days, oldest first, today included'),
  })
  .meta({ id: 'ArtistDashboard' });

export const ArtistProductQuerySchema = PagingQuerySchema.extend({
  artworkId: IdSchema.optional(),
  excludeProductsId: IdListSchema.optional().describe('Comma-separated product ids to leave out'),
  search: SearchParamSchema,
});

export const ArtistProductSchema = z.object({
  id,
  nameEn: z.string(),
  nameAr: z.string(),
  price: MoneySchema,
  artworkId: id.nullable(),
  inventoryId: id,
  isActive: z.boolean(),
  state: z
    .enum(ARTIST_PRODUCT_STATES)
    .describe('Where the product stands in the shop: its artwork waits for approval, it is hidden, or shown'),
  createdAt: z.string(),
  media: MediaSchema.nullable(),
});

export const ArtistDecisionSchema = z.object({
  decision: z.enum(ARTWORK_DECISIONS),
  reasonCode: z.enum(MODERATION_REASONS).nullable(),
  note: z.string(),
  createdAt: z.string(),
});

export const ArtistArtworkSchema = z.object({
  id,
  title: z.string(),
  titleAr: z.string(),
  slug: z.string(),
  isActive: z.boolean(),
  isApproved: z.boolean().describe('Only approved artworks (and their products) are in the shop'),
  review: z
    .enum(ARTWORK_REVIEWS)
    .describe('Waiting for the moderators, approved, refused, or taken down from the shop'),
  decision: ArtistDecisionSchema.nullable().describe('The moderators’ latest decision, with its reason'),
  createdAt: z.string(),
  media: MediaSchema.nullable(),
});

export const ActiveBodySchema = z.strictObject({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

export const ActiveSchema = z.object({ id, isActive: z.boolean() });

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const PublishBodySchema = z.strictObject({
  title: text(160).min(1, 'A title is required'),
  titleAr: text(160).min(1, 'An Arabic title is required'),
  description: text(2000).default(''),
  descriptionAr: text(2000).default(''),
  topicIds: z.array(id.positive()).max(5, 'At most 5 topics').default([]),
  mediaId: id.positive({ error: 'mediaId must be the id of your uploaded image' }),
  inventoryIds: z
    .array(id.positive())
    .min(1, 'Choose at least one blank item')
    .max(12, 'At most 12 blank items at once'),
  placement: ArtworkPlacementSchema.optional().describe(
    'Where the artwork sits: the side, and its centre and size as shares of the print area. Centred on the ' +
      'front, filling the area, when left out.',
  ),
  marginFils: z
    .number()
    .int('Whole fils')
    .min(0, 'Zero or more')
    .optional()
    .describe('What you earn per product sold, KWD fils, within the margin limits; 2 KWD when not given'),
});
export type PublishBody = z.infer<typeof PublishBodySchema>;

export const ArtworkEditBodySchema = PublishBodySchema.omit({ inventoryIds: true }).extend({
  placement: ArtworkPlacementSchema,
});
export type ArtworkEditBody = z.infer<typeof ArtworkEditBodySchema>;

export const ArtistArtworkDetailSchema = ArtistArtworkSchema.extend({
  description: z.string(),
  descriptionAr: z.string(),
  topicIds: z.array(id),
  placement: ArtworkPlacementSchema,
  inventoryIds: z.array(id).describe('The blank items it is already made on'),
  decisions: z.array(ArtistDecisionSchema).describe('Every decision of the moderators, newest first'),
});

export const AddProductsBodySchema = z.strictObject({
  inventoryIds: PublishBodySchema.shape.inventoryIds,
});

export const ShopEditBodySchema = z.strictObject({
  subdomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,63}$/, 'The address takes 1 to 63 Latin letters, digits or hyphens'),
  myselfEn: text(2000).default(''),
  myselfAr: text(2000).default(''),
  jobEn: text(120).default(''),
  jobAr: text(120).default(''),
  avatarMediaId: id
    .positive()
    .nullable()
    .optional()
    .describe('An image you uploaded; null removes the photo'),
  backgroundMediaId: id
    .positive()
    .nullable()
    .optional()
    .describe('An image you uploaded; null removes the background'),
});
export type ShopEditBody = z.infer<typeof ShopEditBodySchema>;

export const OwnShopSchema = z.object({
  id,
  subdomain: z.string(),
  displayNameEn: z.string(),
  displayNameAr: z.string(),
  myselfEn: z.string(),
  myselfAr: z.string(),
  jobEn: z.string(),
  jobAr: z.string(),
  media: MediaSchema.nullable(),
  background: MediaSchema.nullable(),
});

export const PublishedSchema = z.object({
  artwork: ArtistArtworkSchema,
  productIds: z.array(id).describe('The products made from it, one per blank item'),
});

const tags = ['artist portal'];
const artistsOnly = { roles: ['ARTIST', 'ADMIN'] } as const;
const ACCESS = 'Artists and admins only (403 for anyone else); an admin without an artist profile gets 404.';

const toggle = (kind: 'products' | 'artworks', summary: string) =>
  endpoint({
    method: 'PATCH',
    path: `/artist/portal/${kind}/:id`,
    tags,
    access: artistsOnly,
    summary,
    description: `${ACCESS} Another artist’s item is 404.`,
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: ActiveBodySchema,
    reply: ActiveSchema,
    refusals: ['NO_ARTIST_PROFILE'],
  });

export const artistPortal = {
  dashboard: endpoint({
    method: 'GET',
    path: '/artist/portal/dashboard',
    tags,
    access: artistsOnly,
    summary: 'The artist’s figures and the last 30 days',
    description: ACCESS,
    query: BaseQuerySchema,
    reply: DashboardSchema,
    refusals: ['NO_ARTIST_PROFILE'],
  }),
  products: endpoint({
    method: 'GET',
    path: '/artist/portal/products',
    tags,
    access: artistsOnly,
    summary: 'The artist’s products, active and inactive, newest first',
    description: ACCESS,
    query: ArtistProductQuerySchema,
    reply: pageSchema('products', ArtistProductSchema),
    refusals: ['NO_ARTIST_PROFILE'],
  }),
  artworks: endpoint({
    method: 'GET',
    path: '/artist/portal/artworks',
    tags,
    access: artistsOnly,
    summary: 'The artist’s artworks, active or not, approved or waiting, newest first',
    description: ACCESS,
    query: PagingQuerySchema,
    reply: pageSchema('artworks', ArtistArtworkSchema),
    refusals: ['NO_ARTIST_PROFILE'],
  }),
  toggleProduct: toggle('products', 'Show or hide one of your products in the shop'),
  toggleArtwork: toggle('artworks', 'Show or hide one of your artworks, and with it its products'),
  publish: endpoint({
    method: 'POST',
    path: '/artist/portal/artworks',
    tags,
    access: artistsOnly,
    summary: 'Publish an artwork: it and one product per chosen blank item, waiting for approval',
    description:
      'mediaId is an image you uploaded with media/upload. Each product shows the artwork where placement ' +
      'puts it on its blank item. Nothing appears in the shop before a moderator approves the artwork.',
    query: BaseQuerySchema,
    body: PublishBodySchema,
    reply: PublishedSchema,
    status: 201,
    errors: [429],
    refusals: [
      'MARGIN_OUT_OF_RANGE',
      'NO_ARTIST_PROFILE',
      'ARTWORK_IMAGE_NOT_FOUND',
      'ARTWORK_IMAGE_UNREADABLE',
      'ARTWORK_TOPIC_UNKNOWN',
      'BLANK_ITEM_NOT_PRINTABLE',
      'BLANK_ITEM_HAS_NO_MOCKUP',
    ],
  }),
  artwork: endpoint({
    method: 'GET',
    path: '/artist/portal/artworks/:id',
    tags,
    access: artistsOnly,
    summary: 'One of your artworks as you edit it, with every decision of the moderators',
    description: `${ACCESS} Another artist’s artwork is 404.`,
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: ArtistArtworkDetailSchema,
    refusals: ['NO_ARTIST_PROFILE', 'ARTWORK_NOT_FOUND'],
  }),
  editArtwork: endpoint({
    method: 'PUT',
    path: '/artist/portal/artworks/:id',
    tags,
    access: artistsOnly,
    summary: 'Change an artwork: texts, topics, picture and placement',
    description:
      `${ACCESS} A new picture sends the artwork back to the moderators (out of the shop until approved ` +
      'again); a refused or taken-down artwork, once changed, waits for them again. Texts and placement ' +
      'change an approved artwork in place; the products’ photos follow the picture and placement.',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: ArtworkEditBodySchema,
    reply: ArtistArtworkDetailSchema,
    errors: [429],
    refusals: [
      'NO_ARTIST_PROFILE',
      'ARTWORK_NOT_FOUND',
      'ARTWORK_IMAGE_NOT_FOUND',
      'ARTWORK_IMAGE_UNREADABLE',
      'ARTWORK_TOPIC_UNKNOWN',
      'BLANK_ITEM_NOT_PRINTABLE',
      'BLANK_ITEM_HAS_NO_MOCKUP',
    ],
  }),
  addProducts: endpoint({
    method: 'POST',
    path: '/artist/portal/artworks/:id/products',
    tags,
    access: artistsOnly,
    summary: 'Make an artwork on more blank items',
    description: `${ACCESS} The new products follow the artwork: in the shop once it is approved.`,
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: AddProductsBodySchema,
    reply: z.object({ productIds: z.array(id) }),
    status: 201,
    errors: [429],
    refusals: [
      'NO_ARTIST_PROFILE',
      'ARTWORK_NOT_FOUND',
      'ARTWORK_IMAGE_UNREADABLE',
      'BLANK_ITEM_NOT_PRINTABLE',
      'BLANK_ITEM_HAS_NO_MOCKUP',
      'BLANK_ITEM_ALREADY_USED',
    ],
  }),
  shop: endpoint({
    method: 'GET',
    path: '/artist/portal/shop',
    tags,
    access: artistsOnly,
    summary: 'Your shop as you edit it',
    description: ACCESS,
    query: BaseQuerySchema,
    reply: OwnShopSchema,
    refusals: ['NO_ARTIST_PROFILE'],
  }),
  editShop: endpoint({
    method: 'PUT',
    path: '/artist/portal/shop',
    tags,
    access: artistsOnly,
    summary: 'Change your shop: photo, background, bio and job title in both languages, address',
    description:
      `${ACCESS} The address is your subdomain: Latin letters, digits and hyphens, not one the store uses, ` +
      'and not another shop’s (409).',
    query: BaseQuerySchema,
    body: ShopEditBodySchema,
    reply: OwnShopSchema,
    errors: [409],
    refusals: ['NO_ARTIST_PROFILE', 'SUBDOMAIN_INVALID', 'SUBDOMAIN_TAKEN', 'SHOP_IMAGE_NOT_FOUND'],
  }),
};
