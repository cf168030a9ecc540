import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { AuditReasonSchema } from './staff';

// The catalogue's short lists beside the products: topics, embroidery icons and the home page's reviews.
// Each is a few dozen rows at most, listed whole (active or not) by their order.

const id = z.number().int();
const order = z.number().int().min(0).max(9999).describe('Lower comes first');
const picture = id
  .min(1)
  .nullable()
  .describe('An image the caller uploaded (POST /media/upload); null for none');
const name = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
const reason = AuditReasonSchema.optional();

export const TopicFieldsSchema = z.strictObject({
  name_ar: name(80),
  name_en: name(80),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #1a2b3c'),
  mediaId: picture,
  order,
  isActive: z.boolean(),
  reason,
});
export const AdminTopicSchema = TopicFieldsSchema.omit({ mediaId: true, reason: true })
  .extend({ id, media: MediaSchema.nullable() })
  .meta({ id: 'AdminTopic' });

export const EmbroideryIconFieldsSchema = z.strictObject({
  nameEn: name(80),
  nameAr: name(80),
  mediaId: picture,
  rank: order,
  isActive: z.boolean(),
  reason,
});
export const AdminEmbroideryIconSchema = EmbroideryIconFieldsSchema.omit({ mediaId: true, reason: true })
  .extend({ id, media: MediaSchema.nullable() })
  .meta({ id: 'AdminEmbroideryIcon' });

export const ReviewFieldsSchema = z.strictObject({
  name: name(100),
  text: z.string().trim().max(2000, 'At most 2000 characters'),
  rating: z.number().int().min(1).max(5),
  mediaId: picture,
  rank: order,
  isActive: z.boolean().describe('Shown on the home page'),
  reason,
});
export const AdminReviewSchema = ReviewFieldsSchema.omit({ mediaId: true, reason: true })
  .extend({ id, media: MediaSchema.nullable() })
  .meta({ id: 'AdminReview' });

const tags = ['admin-catalogue'];
const access = { permission: 'catalogue' } as const;
const MEDIA = 'CATALOGUE_MEDIA_NOT_FOUND';

/** List, add and edit one short list: `/admin/catalogue/<path>`. */
function listEndpoints<F extends z.ZodType, R extends z.ZodType>(
  path: string,
  noun: string,
  fields: F,
  row: R,
  notFound: string,
) {
  return {
    list: endpoint({
      method: 'GET',
      path: `/admin/catalogue/${path}`,
      tags,
      access,
      summary: `Every ${noun}, active or not, in order`,
      query: BaseQuerySchema,
      reply: z.object({ items: z.array(row) }),
      refusals: [],
    }),
    create: endpoint({
      method: 'POST',
      path: `/admin/catalogue/${path}`,
      tags,
      access,
      summary: `Add a ${noun}; the shop shows it at once when active`,
      query: BaseQuerySchema,
      body: fields,
      reply: row,
      status: 201,
      refusals: [MEDIA],
    }),
    update: endpoint({
      method: 'PUT',
      path: `/admin/catalogue/${path}/:id`,
      tags,
      access,
      summary: `Edit a ${noun}: deactivating hides it, its order places it`,
      params: IdParamsSchema,
      query: BaseQuerySchema,
      body: fields,
      reply: row,
      refusals: [notFound, MEDIA],
    }),
  };
}

export const adminTopics = listEndpoints(
  'topics',
  'topic',
  TopicFieldsSchema,
  AdminTopicSchema,
  'CATALOGUE_TOPIC_NOT_FOUND',
);
export const adminEmbroideryIcons = listEndpoints(
  'embroidery-icons',
  'embroidery icon',
  EmbroideryIconFieldsSchema,
  AdminEmbroideryIconSchema,
  'CATALOGUE_ICON_NOT_FOUND',
);
export const adminReviews = listEndpoints(
  'reviews',
  'home page review',
  ReviewFieldsSchema,
  AdminReviewSchema,
  'CATALOGUE_REVIEW_NOT_FOUND',
);
