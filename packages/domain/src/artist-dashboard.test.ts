import { describe, expect, it } from 'vitest';
import { dailySeries, REVENUE_ORDER_STATUSES } from './artist-dashboard';

describe('artist dashboard', () => {
  it('fills quiet days with zeros, in the order of the days', () => {
    const series = dailySeries(
      ['2026-03-01', '2026-03-02', '2026-03-03'],
      new Map([['2026-03-03', 4]]),
      new Map([
        ['2026-03-01', 2500],
        ['2026-02-27', 999],
      ]),
    );
    expect(series).toEqual([
      { date: '2026-03-01', clicks: 0, revenueFils: 2500 },
      { date: '2026-03-02', clicks: 0, revenueFils: 0 },
      { date: '2026-03-03', clicks: 4, revenueFils: 0 },
    ]);
  });

  it('counts paid orders only until they are cancelled or refunded', () => {
    expect(REVENUE_ORDER_STATUSES).toContain('DELIVERED');
    expect(REVENUE_ORDER_STATUSES).not.toContain('PENDING_PAYMENT');
    expect(REVENUE_ORDER_STATUSES).not.toContain('REFUNDED');
  });
});
