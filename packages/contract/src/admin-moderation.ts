import { ArtworkPlacementSchema } from '@seed/domain/artwork-placement';
import { ARTWORK_DECISIONS, ARTWORK_REVIEWS, MODERATION_REASONS } from '@seed/domain/artwork-review';
import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, PagingQuerySchema, pageSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';

const id = z.number().int();

/** The moderation queue's page when the caller gives no limit. */
export const MODERATION_PAGE_SIZE = 20;

export const ModerationReasonSchema = z.enum(MODERATION_REASONS, {
  error: `reasonCode must be one of ${MODERATION_REASONS.join(', ')}`,
});

const ModerationArtistSchema = z.object({
  id,
  displayNameEn: z.string(),
  displayNameAr: z.string(),
  subdomain: z.string(),
});

export const ModerationArtworkCardSchema = z
  .object({
    id,
    title: z.string(),
    titleAr: z.string(),
    review: z.enum(ARTWORK_REVIEWS),
    isActive: z.boolean().describe('The artist’s own switch'),
    createdAt: z.string(),
    media: MediaSchema.nullable(),
    artist: ModerationArtistSchema,
  })
  .meta({ id: 'ModerationArtworkCard' });

export const ArtworkDecisionSchema = z
  .object({
    id,
    decision: z.enum(ARTWORK_DECISIONS),
    reasonCode: ModerationReasonSchema.nullable(),
    note: z.string(),
    staffName: z.string().nullable().describe('Who decided; null once their account is gone'),
    createdAt: z.string(),
  })
  .meta({ id: 'ArtworkDecision' });

export const ModerationArtworkSchema = ModerationArtworkCardSchema.extend({
  description: z.string(),
  descriptionAr: z.string(),
  placement: ArtworkPlacementSchema.nullable().describe(
    'Where the artist put it; null is centred on the front',
  ),
  products: z
    .array(z.object({ id, nameEn: z.string(), nameAr: z.string(), media: MediaSchema.nullable() }))
    .describe('The products it makes, one per blank item'),
  decisions: z.array(ArtworkDecisionSchema).describe('Earlier decisions, newest first'),
}).meta({ id: 'ModerationArtwork' });

export const ModerationQueueQuerySchema = PagingQuerySchema.extend({
  review: z
    .enum(ARTWORK_REVIEWS, { error: `review must be one of ${ARTWORK_REVIEWS.join(', ')}` })
    .default('WAITING')
    .describe('Which artworks: waiting (the queue, oldest first), or those approved, refused or taken down'),
});

export const ArtworkDecisionBodySchema = z.strictObject({
  decision: z.enum(ARTWORK_DECISIONS, { error: `decision must be one of ${ARTWORK_DECISIONS.join(', ')}` }),
  reasonCode: ModerationReasonSchema.optional().describe('Required to refuse or take down'),
  note: z.string().trim().max(1000, 'At most 1000 characters').default(''),
});
export type ArtworkDecisionBody = z.infer<typeof ArtworkDecisionBodySchema>;

export const DecidedSchema = z.object({ id, review: z.enum(ARTWORK_REVIEWS) });

const tags = ['admin'];
const access = { permission: 'moderation' } as const;

export const adminModeration = {
  queue: endpoint({
    method: 'GET',
    path: '/admin/moderation/artworks',
    tags,
    access,
    summary: 'Artworks by where they stand with the moderators; the waiting ones oldest first',
    query: ModerationQueueQuerySchema,
    reply: pageSchema('artworks', ModerationArtworkCardSchema),
    refusals: [],
  }),
  artwork: endpoint({
    method: 'GET',
    path: '/admin/moderation/artworks/:id',
    tags,
    access,
    summary: 'One artwork to judge: its picture, the products it makes, its artist and earlier decisions',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: ModerationArtworkSchema,
    refusals: ['ARTWORK_NOT_FOUND'],
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/moderation/artworks/:id/decisions',
    tags,
    access,
    summary: 'Approve or refuse a waiting artwork, or take down one in the shop',
    description:
      'Approval puts the artwork and its products in the shop; refusing keeps them out, taking down removes ' +
      'them at once. Refusing and taking down need a reasonCode. The artist is told by e-mail in their ' +
      'language and sees the decision in the portal.',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: ArtworkDecisionBodySchema,
    reply: DecidedSchema,
    status: 201,
    errors: [409],
    refusals: [
      'ARTWORK_NOT_FOUND',
      'ARTWORK_NOT_WAITING',
      'ARTWORK_NOT_LISTED',
      'MODERATION_REASON_REQUIRED',
    ],
  }),
};
