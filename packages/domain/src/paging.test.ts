import { describe, expect, it } from 'vitest';
import { clampPaging, MAX_PAGE_LIMIT, PAGE_SIZES, pageOffset } from './paging';

describe('PAGE_SIZES', () => {
  it('match spec §9', () => {
    expect(PAGE_SIZES).toEqual({
      favorites: 12,
      artistProducts: 12,
      artistArtworks: 12,
      featuredArtists: 30,
      artworkSearch: 100,
      autocomplete: 50,
      trending: 7,
      relatedProducts: 12,
      inventory: 10,
      categoryLists: 100,
    });
  });

  it('all fit under the maximum limit', () => {
    for (const size of Object.values(PAGE_SIZES)) expect(size).toBeLessThanOrEqual(MAX_PAGE_LIMIT);
  });
});

describe('clampPaging', () => {
  const rules = { defaultLimit: PAGE_SIZES.favorites };

  it('keeps reasonable values', () => {
    expect(clampPaging({ limit: 20, offset: 40 }, rules)).toEqual({ limit: 20, offset: 40 });
  });

  it('uses the default limit and offset 0 when they are missing', () => {
    expect(clampPaging({}, rules)).toEqual({ limit: 12, offset: 0 });
    expect(clampPaging({ limit: null, offset: null }, rules)).toEqual({ limit: 12, offset: 0 });
  });

  it('caps oversized limits at 100 unless told otherwise', () => {
    expect(clampPaging({ limit: 5000 }, rules).limit).toBe(100);
    expect(clampPaging({ limit: 5000 }, { defaultLimit: 10, maxLimit: 50 }).limit).toBe(50);
    expect(clampPaging({}, { defaultLimit: 80, maxLimit: 50 }).limit).toBe(50);
  });

  it('replaces zero, negative and non-numeric limits with the default', () => {
    expect(clampPaging({ limit: 0 }, rules).limit).toBe(12);
    expect(clampPaging({ limit: -5 }, rules).limit).toBe(12);
    expect(clampPaging({ limit: Number.NaN }, rules).limit).toBe(12);
  });

  it('floors negative offsets at 0 and drops fractions', () => {
    expect(clampPaging({ offset: -10 }, rules).offset).toBe(0);
    expect(clampPaging({ offset: Number.POSITIVE_INFINITY }, rules).offset).toBe(0);
    expect(clampPaging({ limit: 7.9, offset: 3.7 }, rules)).toEqual({ limit: 7, offset: 3 });
  });
});

describe('pageOffset', () => {
  it('turns 1-based pages into offsets', () => {
    expect(pageOffset(1, 12)).toBe(0);
    expect(pageOffset(3, 12)).toBe(24);
  });

  it('treats pages below 1 or missing as the first page', () => {
    expect(pageOffset(0, 12)).toBe(0);
    expect(pageOffset(-2, 12)).toBe(0);
    expect(pageOffset(Number.NaN, 12)).toBe(0);
  });
});
