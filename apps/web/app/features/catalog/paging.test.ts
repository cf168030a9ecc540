import { describe, expect, it } from 'vitest';
import { pageFromUrl, pageHref, pagingQuery } from './paging';

const url = (search: string) => new URL(`http://store.test/en/products${search}`);

describe('pageFromUrl', () => {
  it('reads the page number', () => {
    expect(pageFromUrl(url('?page=3'))).toBe(3);
  });

  it('is page 1 for a missing, malformed or absurd number', () => {
    for (const search of [
      '',
      '?page=',
      '?page=0',
      '?page=-2',
      '?page=2.5',
      '?page=abc',
      '?page=99999999999',
    ]) {
      expect(pageFromUrl(url(search)), search).toBe(1);
    }
  });
});

describe('pagingQuery', () => {
  it('turns a page into the API limit and offset', () => {
    expect(pagingQuery(1, 24)).toEqual({ limit: 24, offset: 0 });
    expect(pagingQuery(3, 24)).toEqual({ limit: 24, offset: 48 });
  });
});

describe('pageHref', () => {
  it('keeps the filters and sets the page', () => {
    expect(pageHref('/ar/products', '?categoryToSubcategoryId=2', 4)).toBe(
      '/ar/products?categoryToSubcategoryId=2&page=4',
    );
  });

  it('gives page 1 no parameter, so it has a single address', () => {
    expect(pageHref('/ar/products', '?page=3&categoryToSubcategoryId=2', 1)).toBe(
      '/ar/products?categoryToSubcategoryId=2',
    );
    expect(pageHref('/ar/products', '?page=2', 1)).toBe('/ar/products');
  });
});
