import { BaseQuerySchema, errorResponses, PagingQuerySchema, pageSchema } from '@seed/contract/common';
import {
  ArtworkSuggestionSchema,
  AutocompleteQuerySchema,
  ProductSuggestionSchema,
  SaveSearchBodySchema,
  SearchEntrySchema,
} from '@seed/contract/search';
import { DomainError } from '@seed/domain/errors';
import { clampPaging, PAGE_SIZES, type Paging } from '@seed/domain/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { listArtworks } from '../artworks/service';
import { listProducts } from '../products/service';
import { listSearchHistory, type SearchOwner, saveSearch } from './service';

// The search box lists a handful of recent searches.
const HISTORY_PAGE_SIZE = 10;

function ownerOf(request: FastifyRequest): SearchOwner | null {
  if (request.user) return { userId: request.user.id };
  return request.ctx.deviceId ? { deviceId: request.ctx.deviceId } : null;
}

const presentEntry = (entry: { id: number; searchWord: string; createdAt: Date }) => ({
  ...entry,
  createdAt: entry.createdAt.toISOString(),
});

const noSuggestions = (paging: Paging) => ({ ...paging, items: [], hasMore: false });

export async function searchRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/shared/save/search',
    {
      schema: {
        tags: ['search'],
        summary: "Adds a search to the signed-in shopper's history, or else to the deviceId's",
        querystring: BaseQuerySchema,
        body: SaveSearchBodySchema,
        response: { 201: SearchEntrySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      if (!owner)
        throw new DomainError('INVALID_DATA', 'Send a deviceId or sign in to keep a search history');
      const saved = await saveSearch(db, owner, request.body.searchWord);
      return reply.code(201).send(presentEntry(saved));
    },
  );

  routes.get(
    '/search/history',
    {
      schema: {
        tags: ['search'],
        summary: "The signed-in shopper's, or else the deviceId's, searches: most recent first, each once",
        querystring: PagingQuerySchema,
        response: { 200: pageSchema('searchHistory', SearchEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: HISTORY_PAGE_SIZE });
      const owner = ownerOf(request);
      const page = owner
        ? await listSearchHistory(db, owner, paging)
        : { ...paging, items: [], hasMore: false };
      return namedPage('searchHistory', page, presentEntry);
    },
  );

  routes.get(
    '/search/product/autocomplete',
    {
      config: { cacheSeconds: 30 },
      schema: {
        tags: ['search'],
        summary: 'Names of listed products matching what has been typed, most relevant first',
        querystring: AutocompleteQuerySchema,
        response: { 200: pageSchema('products', ProductSuggestionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { search } = request.query;
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.autocomplete });
      const page = search?.trim() ? await listProducts(db, { search, ...paging }) : noSuggestions(paging);
      return namedPage('products', page, ({ id, nameEn, nameAr, media }) => ({
        id,
        nameEn,
        nameAr,
        media: toMedia(media, mediaBase),
      }));
    },
  );

  routes.get(
    '/search/artwork/autocomplete',
    {
      config: { cacheSeconds: 30 },
      schema: {
        tags: ['search'],
        summary: 'Titles of listed artworks matching what has been typed, most relevant first',
        querystring: AutocompleteQuerySchema,
        response: { 200: pageSchema('artworks', ArtworkSuggestionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { search } = request.query;
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.autocomplete });
      const page = search?.trim() ? await listArtworks(db, { search, ...paging }) : noSuggestions(paging);
      return namedPage('artworks', page, ({ id, title, titleAr, slug, media }) => ({
        id,
        title,
        titleAr,
        slug,
        media: toMedia(media, mediaBase),
      }));
    },
  );
}
