import { z } from 'zod';
import { PagingQuerySchema } from './common';
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
  note: z.string().trim().max(1000, 'At most 1000 characters').optional(),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;
