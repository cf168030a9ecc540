import { FAVORITE_KINDS } from '@seed/domain/favorite';
import { z } from 'zod';
import { IdSchema } from '../../http/schemas';

export const FavoriteParamsSchema = z.strictObject({
  type: z.enum(FAVORITE_KINDS, { error: `type must be one of ${FAVORITE_KINDS.join(', ')}` }),
  id: IdSchema,
});

export const FavoriteIdsSchema = z.object({
  ids: z.array(z.number().int()).describe('Every saved id of the kind, newest first, listed or not'),
});

export const FavoriteChangeSchema = z.object({
  type: z.enum(FAVORITE_KINDS),
  id: z.number().int(),
  favorite: z.boolean().describe('Whether it is a favourite after the call'),
});
