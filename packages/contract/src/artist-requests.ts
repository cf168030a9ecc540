import { MODERATION_REASONS } from '@seed/domain/artwork-review';
import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, PagingQuerySchema, pageSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';

const id = z.number().int();
const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

const link = z
  .url({ protocol: /^https?$/, error: 'Each portfolio link must be an http(s) address' })
  .max(500, 'A link has at most 500 characters');

export const ArtistRequestBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'A name is required').max(120, 'At most 120 characters'),
  bio: z.string().trim().max(2000, 'At most 2000 characters').default(''),
  portfolioLinks: z.array(link).max(5, 'At most 5 links').default([]),
  sampleMediaIds: z
    .array(id.positive())
    .min(1, 'Add at least one sample of your work')
    .max(6, 'At most 6 samples'),
});
export type ArtistRequestBody = z.infer<typeof ArtistRequestBodySchema>;

export const ArtistRequestSchema = z
  .object({
    id,
    status: z.enum(STATUSES),
    name: z.string(),
    bio: z.string(),
    portfolioLinks: z.array(z.string()),
    samples: z.array(MediaSchema),
    reviewNote: z.string().nullable(),
    reasonCode: z.enum(MODERATION_REASONS).nullable().describe('Why it was refused, from the list'),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
    user: z.object({ id, email: z.string(), firstName: z.string(), lastName: z.string() }),
  })
  .meta({ id: 'ArtistRequest' });

export const ArtistRequestListQuerySchema = PagingQuerySchema.extend({
  status: z.enum(STATUSES).optional(),
});

export const ReviewBodySchema = z.strictObject({
  status: z.enum(['APPROVED', 'REJECTED'], { error: "status must be 'APPROVED' or 'REJECTED'" }),
  reasonCode: z
    .enum(MODERATION_REASONS, { error: `reasonCode must be one of ${MODERATION_REASONS.join(', ')}` })
    .optional()
    .describe('Required to reject'),
  note: z.string().trim().max(1000, 'At most 1000 characters').optional(),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

const apply = (method: 'POST' | 'PUT') =>
  endpoint({
    method,
    path: '/users/became-artist',
    tags: ['artist requests'],
    access: 'signedIn',
    summary: 'Ask to become an artist',
    description:
      'sampleMediaIds are images you uploaded with media/upload. One request waits at a time (409 while ' +
      'one does, and for an artist). Its state shows as artistRequest in users/get/me. ' +
      'The spec names PUT; POST is what a new request is to everyone else, so both are served.',
    query: BaseQuerySchema,
    body: ArtistRequestBodySchema,
    reply: ArtistRequestSchema,
    status: 201,
    errors: [409],
    refusals: ['ARTIST_SAMPLE_NOT_FOUND', 'ALREADY_AN_ARTIST', 'ARTIST_REQUEST_PENDING'],
  });

export const artistRequests = {
  apply: apply('POST'),
  applyPut: apply('PUT'),
  list: endpoint({
    method: 'GET',
    path: '/admin/artist-requests',
    tags: ['admin'],
    access: { permission: 'moderation' },
    summary: 'Requests to become an artist, newest first',
    query: ArtistRequestListQuerySchema,
    reply: pageSchema('artistRequests', ArtistRequestSchema),
    refusals: [],
  }),
  review: endpoint({
    method: 'PATCH',
    path: '/admin/artist-requests/:id',
    tags: ['admin'],
    access: { permission: 'moderation' },
    summary: 'Approve or reject a waiting request; approval makes the applicant an artist',
    description:
      'A request already decided answers 409; rejecting needs a reasonCode. The applicant is told by ' +
      'e-mail in their language and sees the outcome and reason in their profile.',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: ReviewBodySchema,
    reply: ArtistRequestSchema,
    errors: [409],
    refusals: ['ARTIST_REQUEST_ALREADY_REVIEWED', 'MODERATION_REASON_REQUIRED'],
  }),
};
