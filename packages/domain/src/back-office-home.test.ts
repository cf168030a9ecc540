import { describe, expect, it } from 'vitest';
import { salesByDay, storeDate, storeDayStart, storeDays } from './back-office-home';
import { convertFils } from './money';

describe('store days', () => {
  it('counts days in Kuwait time: 21:00 UTC is already the next day there', () => {
    expect(storeDate(new Date('2026-03-01T20:59:59Z'))).toBe('2026-03-01');
    expect(storeDate(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
    expect(storeDayStart('2026-03-02').toISOString()).toBe('2026-03-01T21:00:00.000Z');
  });

  it('lists the last days up to today, oldest first, across a month end', () => {
    expect(storeDays(new Date('2026-03-01T22:00:00Z'), 3)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(storeDays(new Date('2026-03-01T10:00:00Z'), 30)).toHaveLength(30);
  });
});

describe('salesByDay', () => {
  const days = ['2026-03-01', '2026-03-02', '2026-03-03'];

  it('fills quiet days with zeros and adds each currency at its rate and all in KWD', () => {
    const { byDay, totals } = salesByDay(days, [
      { date: '2026-03-01', currency: 'KWD', orders: 2, fils: 12_500 },
      { date: '2026-03-01', currency: 'USD', orders: 1, fils: 10_000 },
      { date: '2026-03-03', currency: 'USD', orders: 3, fils: 20_000 },
      { date: '2026-02-01', currency: 'KWD', orders: 9, fils: 99_000 },
    ]);
    expect(byDay.map((day) => [day.date, day.orders, day.revenue.amount])).toEqual([
      ['2026-03-01', 3, 22_500],
      ['2026-03-02', 0, 0],
      ['2026-03-03', 3, 20_000],
    ]);
    expect(byDay[0]?.byCurrency).toEqual([
      { currency: 'KWD', orders: 2, revenue: { amount: 12_500, currency: 'KWD' } },
      { currency: 'USD', orders: 1, revenue: convertFils(10_000, 'USD') },
    ]);
    expect(byDay[1]).toEqual({
      date: '2026-03-02',
      orders: 0,
      revenue: { amount: 0, currency: 'KWD' },
      byCurrency: [],
    });
    // The day outside the period counts nowhere.
    expect(totals).toEqual({
      orders: 6,
      revenue: { amount: 42_500, currency: 'KWD' },
      byCurrency: [
        { currency: 'KWD', orders: 2, revenue: { amount: 12_500, currency: 'KWD' } },
        { currency: 'USD', orders: 4, revenue: convertFils(30_000, 'USD') },
      ],
    });
    expect(convertFils(10_000, 'USD')).toEqual({ amount: 3255, currency: 'USD' });
  });
});
