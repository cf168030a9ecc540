import { z } from 'zod';
import { BaseQuerySchema, PagingQuerySchema, pageSchema, SearchParamSchema } from './common';
import { endpoint } from './endpoint';
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

const tags = ['search'];

export const search = {
  save: endpoint({
    method: 'POST',
    path: '/shared/save/search',
    tags,
    access: 'anyone',
    summary: "Adds a search to the signed-in shopper's history, or else to the deviceId's",
    description: 'SEARCH_HISTORY_NEEDS_DEVICE (400) for a guest who sends no deviceId.',
    query: BaseQuerySchema,
    body: SaveSearchBodySchema,
    status: 201,
    reply: SearchEntrySchema,
    refusals: ['SEARCH_HISTORY_NEEDS_DEVICE'],
  }),
  history: endpoint({
    method: 'GET',
    path: '/search/history',
    tags,
    access: 'anyone',
    summary: "The signed-in shopper's, or else the deviceId's, searches: most recent first, each once",
    description: 'Empty for a guest who sends no deviceId.',
    query: PagingQuerySchema,
    reply: pageSchema('searchHistory', SearchEntrySchema),
    refusals: [],
  }),
  productSuggestions: endpoint({
    method: 'GET',
    path: '/search/product/autocomplete',
    tags,
    access: 'anyone',
    summary: 'Names of listed products matching what has been typed, most relevant first',
    query: AutocompleteQuerySchema,
    reply: pageSchema('products', ProductSuggestionSchema),
    refusals: [],
  }),
  artworkSuggestions: endpoint({
    method: 'GET',
    path: '/search/artwork/autocomplete',
    tags,
    access: 'anyone',
    summary: 'Titles of listed artworks matching what has been typed, most relevant first',
    query: AutocompleteQuerySchema,
    reply: pageSchema('artworks', ArtworkSuggestionSchema),
    refusals: [],
  }),
};
