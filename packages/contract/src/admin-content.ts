import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, TimestampSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { AuditReasonSchema } from './staff';

// The back office's content desk (issue 21): the home page's carousel slides and banners. Each has a picture
// per language, because Arabic pages must never show English artwork.

const id = z.number().int();
const MediaIdSchema = z.number().int().min(1).max(2_147_483_647).nullable();
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** A link is a path of this store (`/shop/products`), written without the language, or empty for none. */
const StoreLinkSchema = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  // A second slash or a backslash would make it an address elsewhere (//evil.example).
  .regex(/^(\/([^/\\\s]\S*)?)?$/, 'A path of this store starting with /, or nothing')
  .describe('A path of this store without the language (/shop/products); empty for no link');

const MomentSchema = z.iso
  .datetime({ offset: true, message: 'A date and time with its offset' })
  .nullable()
  .describe('ISO time with an offset; null for open-ended');

const PromoFieldsSchema = z.strictObject({
  nameEn: z.string().trim().min(1, 'A name').max(120, 'At most 120 characters'),
  nameAr: z.string().trim().min(1, 'A name').max(120, 'At most 120 characters'),
  link: StoreLinkSchema,
  backgroundColor: z.string().regex(HEX_COLOUR, 'A colour as #rrggbb'),
  mediaId: MediaIdSchema.describe("The English pages' picture: an upload of yours, or the current one"),
  mediaArId: MediaIdSchema.describe("The Arabic pages' picture: an upload of yours, or the current one"),
  rank: z.number().int().min(0).max(10_000),
  isActive: z.boolean(),
  startsAt: MomentSchema.describe('Shown from this moment; null for at once'),
  endsAt: MomentSchema.describe('Shown until this moment (excluded); null for no end'),
});

const SlideBodySchema = PromoFieldsSchema.extend({ reason: AuditReasonSchema.optional() });
export type SlideBody = z.infer<typeof SlideBodySchema>;
export const BannerBodySchema = PromoFieldsSchema.extend({
  appLink: StoreLinkSchema.describe("Where the mobile apps' banner leads"),
  reason: AuditReasonSchema.optional(),
});
export type BannerBody = z.infer<typeof BannerBodySchema>;

const PromoSchema = z.object({
  id,
  nameEn: z.string(),
  nameAr: z.string(),
  link: z.string(),
  backgroundColor: z.string(),
  media: MediaSchema.nullable(),
  mediaAr: MediaSchema.nullable(),
  rank: z.number().int(),
  isActive: z.boolean(),
  startsAt: TimestampSchema.nullable(),
  endsAt: TimestampSchema.nullable(),
});
const AdminSlideSchema = PromoSchema.meta({ id: 'AdminSlide' });
const AdminBannerSchema = PromoSchema.extend({ appLink: z.string() }).meta({ id: 'AdminBanner' });

const tags = ['content'];
const access = { permission: 'content' } as const;
const PROMO_REFUSALS = ['CONTENT_MEDIA_NOT_YOURS', 'CONTENT_DATES_REVERSED'];

export const adminContent = {
  slides: endpoint({
    method: 'GET',
    path: '/admin/slides',
    tags,
    access,
    summary: 'Every carousel slide, shown or not, by rank',
    query: BaseQuerySchema,
    reply: z.object({ slides: z.array(AdminSlideSchema) }),
    refusals: [],
  }),
  slide: endpoint({
    method: 'GET',
    path: '/admin/slides/:id',
    tags,
    access,
    summary: 'One carousel slide',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: AdminSlideSchema,
    refusals: ['SLIDE_NOT_FOUND'],
  }),
  createSlide: endpoint({
    method: 'POST',
    path: '/admin/slides',
    tags,
    access,
    summary: 'Add a carousel slide with a picture per language',
    description: 'Upload the pictures first (POST media/upload) and send their ids.',
    query: BaseQuerySchema,
    body: SlideBodySchema,
    reply: AdminSlideSchema,
    status: 201,
    refusals: PROMO_REFUSALS,
  }),
  updateSlide: endpoint({
    method: 'PUT',
    path: '/admin/slides/:id',
    tags,
    access,
    summary: 'Change a carousel slide: names, pictures, link, colour, order, dates, shown or not',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: SlideBodySchema,
    reply: AdminSlideSchema,
    refusals: ['SLIDE_NOT_FOUND', ...PROMO_REFUSALS],
  }),
  deleteSlide: endpoint({
    method: 'DELETE',
    path: '/admin/slides/:id',
    tags,
    access,
    summary: 'Remove a carousel slide',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: z.object({ deleted: z.literal(true) }),
    refusals: ['SLIDE_NOT_FOUND'],
  }),
  banners: endpoint({
    method: 'GET',
    path: '/admin/banners',
    tags,
    access,
    summary: 'Every banner, shown or not, by rank',
    query: BaseQuerySchema,
    reply: z.object({ banners: z.array(AdminBannerSchema) }),
    refusals: [],
  }),
  banner: endpoint({
    method: 'GET',
    path: '/admin/banners/:id',
    tags,
    access,
    summary: 'One banner',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: AdminBannerSchema,
    refusals: ['BANNER_NOT_FOUND'],
  }),
  createBanner: endpoint({
    method: 'POST',
    path: '/admin/banners',
    tags,
    access,
    summary: 'Add a banner with a picture per language',
    description: 'Upload the pictures first (POST media/upload) and send their ids.',
    query: BaseQuerySchema,
    body: BannerBodySchema,
    reply: AdminBannerSchema,
    status: 201,
    refusals: PROMO_REFUSALS,
  }),
  updateBanner: endpoint({
    method: 'PUT',
    path: '/admin/banners/:id',
    tags,
    access,
    summary: 'Change a banner: names, pictures, links, colour, order, dates, shown or not',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: BannerBodySchema,
    reply: AdminBannerSchema,
    refusals: ['BANNER_NOT_FOUND', ...PROMO_REFUSALS],
  }),
  deleteBanner: endpoint({
    method: 'DELETE',
    path: '/admin/banners/:id',
    tags,
    access,
    summary: 'Remove a banner',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: z.object({ deleted: z.literal(true) }),
    refusals: ['BANNER_NOT_FOUND'],
  }),
};
