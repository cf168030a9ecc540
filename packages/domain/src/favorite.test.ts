import { describe, expect, it } from 'vitest';
import { FAVORITE_KINDS, isValidFavorite } from './favorite';

describe('isValidFavorite', () => {
  it('accepts the three kinds with an id', () => {
    expect(FAVORITE_KINDS).toEqual(['artwork', 'product', 'artist']);
    expect(isValidFavorite('artwork', 12)).toBe(true);
    expect(isValidFavorite('product', '12')).toBe(true);
    expect(isValidFavorite('artist', 'abc')).toBe(true);
  });

  it('rejects other kinds', () => {
    expect(isValidFavorite('collection', 12)).toBe(false);
    expect(isValidFavorite('Product', 12)).toBe(false);
    expect(isValidFavorite(undefined, 12)).toBe(false);
  });

  it('rejects empty ids', () => {
    expect(isValidFavorite('product', '')).toBe(false);
    expect(isValidFavorite('product', '  ')).toBe(false);
    expect(isValidFavorite('product', 0)).toBe(false);
    expect(isValidFavorite('product', Number.NaN)).toBe(false);
    expect(isValidFavorite('product', null)).toBe(false);
    expect(isValidFavorite('product', undefined)).toBe(false);
  });
});
