import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError } from '../../lib/api.server';
import { loadSearchSuggestions } from './search-suggestions.server';

type Calls = { path: string; query: unknown }[];

// An API that answers each path with the given body (or fails with it), recording what it was asked.
function fakeApi(bodies: Record<string, unknown>, calls: Calls = []): ApiClient {
  return {
    get: async (path, schema, query) => {
      calls.push({ path, query });
      const body = bodies[path];
      if (body instanceof Error) throw body;
      return schema.parse(body);
    },
    post: async () => {
      throw new Error('not used');
    },
    call: async () => {
      throw new Error('not used');
    },
  };
}

const PRODUCTS = { products: [{ id: 4, nameEn: 'Desert Palm T-shirt', nameAr: 'تيشيرت نخلة الصحراء' }] };
const ARTWORKS = { artworks: [{ id: 9, title: 'Desert Palm', titleAr: 'نخلة الصحراء' }] };

describe('loadSearchSuggestions', () => {
  it('suggests matching products and artworks in the page language, with their pages', async () => {
    const calls: Calls = [];
    const api = fakeApi(
      { '/search/product/autocomplete': PRODUCTS, '/search/artwork/autocomplete': ARTWORKS },
      calls,
    );
    const suggestions = await loadSearchSuggestions(api, 'ar', 'نخله', vi.fn());
    expect(suggestions).toEqual({
      query: 'نخله',
      groups: [
        {
          kind: 'products',
          items: [{ key: 'product-4', label: 'تيشيرت نخلة الصحراء', href: '/ar/products/4' }],
        },
        {
          kind: 'artworks',
          items: [{ key: 'artwork-9', label: 'نخلة الصحراء', href: '/ar/shop/artworks/9' }],
        },
      ],
    });
    expect(calls.map((call) => call.query)).toEqual([
      { search: 'نخله', limit: 6 },
      { search: 'نخله', limit: 6 },
    ]);
  });

  it('keeps one list when the other fails, and reports the failure', async () => {
    const failure = new ApiError(500, 'down');
    const report = vi.fn();
    const api = fakeApi({
      '/search/product/autocomplete': failure,
      '/search/artwork/autocomplete': ARTWORKS,
    });
    const { groups } = await loadSearchSuggestions(api, 'en', 'palm', report);
    expect(groups.map((group) => [group.kind, group.items.map((item) => item.label)])).toEqual([
      ['products', []],
      ['artworks', ['Desert Palm']],
    ]);
    expect(report).toHaveBeenCalledWith(failure);
  });

  it('offers the recent searches, as searches, for an empty box', async () => {
    const calls: Calls = [];
    const api = fakeApi(
      {
        '/search/history': {
          searchHistory: [
            { id: 3, searchWord: 'desert palm' },
            { id: 1, searchWord: 'صقر' },
          ],
        },
      },
      calls,
    );
    const { groups } = await loadSearchSuggestions(api, 'en', '', vi.fn());
    expect(groups).toEqual([
      {
        kind: 'recent',
        items: [
          { key: 'recent-3', label: 'desert palm', href: '/en/shop/search?q=desert+palm' },
          { key: 'recent-1', label: 'صقر', href: `/en/shop/search?q=${encodeURIComponent('صقر')}` },
        ],
      },
    ]);
    expect(calls).toEqual([{ path: '/search/history', query: { limit: 8 } }]);
  });
});
