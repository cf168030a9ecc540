import { describe, expect, it } from 'vitest';
import { filterParams, readFilters } from './order-list.server';

const url = (search: string) => new URL(`http://store.test/ar/admin/orders?${search}`);

describe('the order list’s filters in the URL', () => {
  it('reads statuses from repeated checkboxes and from a comma list, and keeps only real ones', () => {
    expect(readFilters(url('status=PAID&status=SHIPPED,LOST')).status).toEqual(['PAID', 'SHIPPED']);
  });

  it('keeps the values the API accepts and drops hand-edited ones instead of failing', () => {
    expect(
      readFilters(url('q=+sara+&payment=WALLET&country=kw&from=2026-11-01&to=yesterday&gift=true')),
    ).toEqual({ status: [], q: 'sara', payment: 'WALLET', from: '2026-11-01', gift: 'true' });
  });

  it('writes the same filters and the sort for the API and the CSV link, without the page', () => {
    const filters = readFilters(url('q=%2312&status=PAID&status=DELIVERED&gift=false&page=3'));
    expect(filterParams(filters, { sort: 'total', dir: 'asc' }).toString()).toBe(
      'q=%2312&gift=false&status=PAID%2CDELIVERED&sort=total&dir=asc',
    );
  });
});
