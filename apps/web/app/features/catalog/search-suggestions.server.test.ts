import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.server';
import { type FakeCall, fakeApi } from './fake-api';
import { loadSearchSuggestions } from './search-suggestions.server';

type Calls = FakeCall[];

const page = { hasMore: false, limit: 6, offset: 0 };
const PRODUCTS = {
  ...page,
  products: [{ id: 4, nameEn: 'Desert Palm T-shirt', nameAr: 'تيشيرت نخلة الصحراء', media: null }],
};
const ARTWORKS = {
  ...page,
  artworks: [{ id: 9, title: 'Desert Palm', titleAr: 'نخلة الصحراء', slug: 'desert-palm', media: null }],
};
const at = '2026-01-01T00:00:00.000Z';

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
      { search: 'نخله', limit: '6' },
      { search: 'نخله', limit: '6' },
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
          ...page,
          limit: 8,
          searchHistory: [
            { id: 3, searchWord: 'desert palm', createdAt: at },
            { id: 1, searchWord: 'صقر', createdAt: at },
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
    expect(calls).toEqual([{ method: 'GET', path: '/search/history', query: { limit: '8' } }]);
  });
});
