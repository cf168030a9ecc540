import { describe, expect, it } from 'vitest';
import { pageQuery, readListState, sortLink, withParams } from './list-query';

const url = (search: string) => new URL(`http://store.test/ar/admin/orders${search}`);
const SORTS = ['created', 'total'] as const;
const DEFAULTS = { sort: 'created' as const, dir: 'desc' as const };

describe('a back-office list in its URL', () => {
  it('reads page, sort and direction, falling back to the defaults on anything unknown', () => {
    expect(readListState(url('?page=3&sort=total&dir=asc'), SORTS, DEFAULTS)).toEqual({
      page: 3,
      sort: 'total',
      dir: 'asc',
    });
    expect(readListState(url('?page=-1&sort=drop+table&dir=up'), SORTS, DEFAULTS)).toEqual({
      page: 1,
      sort: 'created',
      dir: 'desc',
    });
    expect(readListState(url('?page=2.5'), SORTS, DEFAULTS).page).toBe(1);
    expect(readListState(url('?page=99999999'), SORTS, DEFAULTS).page).toBe(1);
  });

  it('turns a page into the API offset and limit', () => {
    expect(pageQuery(1, 25)).toEqual({ offset: 0, limit: 25 });
    expect(pageQuery(3, 25)).toEqual({ offset: 50, limit: 25 });
  });

  it('keeps the filters in every link and drops emptied ones', () => {
    expect(withParams('?status=PAID&q=huda', { page: 2 })).toBe('?status=PAID&q=huda&page=2');
    expect(withParams('?status=PAID&q=huda', { q: '' })).toBe('?status=PAID');
    expect(withParams('?q=x', { q: undefined })).toBe('?');
  });

  it('sorts a new column ascending and flips the current one, back to the first page', () => {
    const state = { sort: 'created', dir: 'desc' as const };
    expect(sortLink('?status=PAID&page=4', 'total', state)).toBe('?status=PAID&sort=total&dir=asc');
    expect(sortLink('?page=2', 'created', { sort: 'created', dir: 'asc' })).toBe('?sort=created&dir=desc');
    expect(sortLink('', 'created', state)).toBe('?sort=created&dir=asc');
  });
});
