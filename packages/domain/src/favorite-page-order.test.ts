import { describe, expect, it } from 'vitest';
import { favoritePage } from './favorite-page-order';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe('favoritePage', () => {
  it('keeps the saved order and drops items no longer listed', () => {
    const page = favoritePage([5, 3, 9, 1], items(1, 3, 5), { limit: 12, offset: 0 });
    expect(page).toEqual({ items: items(5, 3, 1), hasMore: false });
  });

  it('pages with limit and offset and says whether more follow', () => {
    const saved = [6, 5, 4, 3, 2, 1];
    const listed = items(1, 2, 3, 4, 5, 6);
    expect(favoritePage(saved, listed, { limit: 2, offset: 0 })).toEqual({
      items: items(6, 5),
      hasMore: true,
    });
    expect(favoritePage(saved, listed, { limit: 2, offset: 4 })).toEqual({
      items: items(2, 1),
      hasMore: false,
    });
    expect(favoritePage(saved, listed, { limit: 2, offset: 10 })).toEqual({ items: [], hasMore: false });
  });
});
