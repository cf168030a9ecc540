import { search } from '@seed/contract/search';
import { DomainError } from '@seed/domain/errors';
import { clampPaging, PAGE_SIZES, type Paging } from '@seed/domain/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toMedia } from '../../http/media';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { listArtworks } from '../artworks/service';
import { listProducts } from '../products/service';
import { listSearchHistory, type SearchOwner, saveSearch } from './service';

// The search box lists a handful of recent searches.
const HISTORY_PAGE_SIZE = 10;

function ownerOf(request: Pick<FastifyRequest, 'user' | 'ctx'>): SearchOwner | null {
  if (request.user) return { userId: request.user.id };
  return request.ctx.deviceId ? { deviceId: request.ctx.deviceId } : null;
}

const presentEntry = (entry: { id: number; searchWord: string; createdAt: Date }) => ({
  ...entry,
  createdAt: entry.createdAt.toISOString(),
});

const emptyPage = (paging: Paging) => ({ ...paging, items: [], hasMore: false });

export async function searchRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  serve(app, search.save, async (request) => {
    const owner = ownerOf(request);
    if (!owner)
      throw new DomainError('INVALID_DATA', 'Send a deviceId or sign in to keep a search history', {
        reason: 'SEARCH_HISTORY_NEEDS_DEVICE',
      });
    return presentEntry(await saveSearch(db, owner, request.body.searchWord));
  });

  serve(app, search.history, async (request) => {
    const paging = clampPaging(request.query, { defaultLimit: HISTORY_PAGE_SIZE });
    const owner = ownerOf(request);
    const page = owner ? await listSearchHistory(db, owner, paging) : emptyPage(paging);
    return namedPage('searchHistory', page, presentEntry);
  });

  serve(
    app,
    search.productSuggestions,
    async (request) => {
      const { search: typed } = request.query;
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.autocomplete });
      const page = typed?.trim() ? await listProducts(db, { search: typed, ...paging }) : emptyPage(paging);
      return namedPage('products', page, ({ id, nameEn, nameAr, media }) => ({
        id,
        nameEn,
        nameAr,
        media: toMedia(media, mediaBase),
      }));
    },
    { config: { cacheSeconds: 30 } },
  );

  serve(
    app,
    search.artworkSuggestions,
    async (request) => {
      const { search: typed } = request.query;
      const paging = clampPaging(request.query, { defaultLimit: PAGE_SIZES.autocomplete });
      const page = typed?.trim() ? await listArtworks(db, { search: typed, ...paging }) : emptyPage(paging);
      return namedPage('artworks', page, ({ id, title, titleAr, slug, media }) => ({
        id,
        title,
        titleAr,
        slug,
        media: toMedia(media, mediaBase),
      }));
    },
    { config: { cacheSeconds: 30 } },
  );
}
