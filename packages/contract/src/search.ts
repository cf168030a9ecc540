import { z } from 'zod';
import { PagingQuerySchema, SearchParamSchema } from './common';
import { MediaSchema } from './media';

const id = z.number().int();

export const SaveSearchBodySchema = z.strictObject({
  searchWord: z
    .string({ error: 'searchWord is required' })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z.string().min(1, 'searchWord must not be empty').max(200, 'searchWord must be at most 200 characters'),
    ),
});

export const SearchEntrySchema = z
  .object({ id, searchWord: z.string(), createdAt: z.iso.datetime() })
  .meta({ id: 'SearchEntry' });

export const AutocompleteQuerySchema = PagingQuerySchema.extend({
  search: SearchParamSchema.describe(
    `What has been typed so far; no suggestions when empty. ${SearchParamSchema.description}`,
  ),
});

export const ProductSuggestionSchema = z.object({
  id,
  nameEn: z.string(),
  nameAr: z.string(),
  media: MediaSchema.nullable(),
});

export const ArtworkSuggestionSchema = z.object({
  id,
  title: z.string(),
  titleAr: z.string(),
  slug: z.string(),
  media: MediaSchema.nullable(),
});
