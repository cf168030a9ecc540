import { z } from 'zod';
import { BaseQuerySchema, TimestampSchema } from './common';
import { endpoint } from './endpoint';
import { AuditReasonSchema } from './staff';

// The back office's information pages (issue 21, "Content"): edited in both languages as rich text, which the
// API keeps only as its sanitiser leaves it.

const INFO_PAGE_BODY_MAX = 60_000;

const SlugParamsSchema = z.strictObject({
  slug: z.string().regex(/^[A-Za-z0-9-]{1,60}$/, 'slug must be 1 to 60 letters, digits or hyphens'),
});

const TitleSchema = z.string().trim().min(1, 'A title').max(160, 'At most 160 characters');
const BodySchema = z
  .string()
  .max(INFO_PAGE_BODY_MAX, `At most ${INFO_PAGE_BODY_MAX} characters`)
  .describe('HTML: paragraphs, headings, lists, links, bold and italic; anything else is removed');

export const InfoPageBodySchema = z.strictObject({
  titleEn: TitleSchema,
  titleAr: TitleSchema,
  bodyEn: BodySchema,
  bodyAr: BodySchema,
  reason: AuditReasonSchema.optional(),
});
export type InfoPageBody = z.infer<typeof InfoPageBodySchema>;

const AdminInfoPageSchema = z
  .object({
    slug: z.string(),
    titleEn: z.string(),
    titleAr: z.string(),
    bodyEn: z.string(),
    bodyAr: z.string(),
    updatedAt: TimestampSchema,
  })
  .meta({ id: 'AdminInfoPage' });

const tags = ['content'];
const access = { permission: 'content' } as const;

export const adminPages = {
  list: endpoint({
    method: 'GET',
    path: '/admin/pages',
    tags,
    access,
    summary: 'The information pages (contact, FAQ, policies, about), by slug',
    query: BaseQuerySchema,
    reply: z.object({
      pages: z.array(AdminInfoPageSchema.pick({ slug: true, titleEn: true, titleAr: true, updatedAt: true })),
    }),
    refusals: [],
  }),
  page: endpoint({
    method: 'GET',
    path: '/admin/pages/:slug',
    tags,
    access,
    summary: 'One information page in both languages, as stored',
    params: SlugParamsSchema,
    query: BaseQuerySchema,
    reply: AdminInfoPageSchema,
    refusals: ['INFO_PAGE_NOT_FOUND'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/pages/:slug',
    tags,
    access,
    summary: 'Change an information page in both languages; the bodies go through the sanitiser',
    params: SlugParamsSchema,
    query: BaseQuerySchema,
    body: InfoPageBodySchema,
    reply: AdminInfoPageSchema,
    refusals: ['INFO_PAGE_NOT_FOUND', 'INFO_PAGE_EMPTY'],
  }),
};
