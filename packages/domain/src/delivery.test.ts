import { describe, expect, it } from 'vitest';
import { deliveryRate, expectedDeliveryDate, isFreeDelivery } from './delivery';

const tiers = [
  { maxWeight: 3000, price: 1500 },
  { maxWeight: 1000, price: 1000 },
  { maxWeight: 10_000, price: 2500 },
];

describe('deliveryRate', () => {
  it('picks the cheapest tier the parcel fits in', () => {
    expect(deliveryRate(0, tiers)).toBe(1000);
    expect(deliveryRate(1000, tiers)).toBe(1000);
    expect(deliveryRate(1001, tiers)).toBe(1500);
    expect(deliveryRate(9999.5, tiers)).toBe(2500);
  });

  it('ships a parcel over the heaviest tier as several', () => {
    expect(deliveryRate(10_000, tiers)).toBe(2500);
    expect(deliveryRate(20_000, tiers)).toBe(5000);
    expect(deliveryRate(21_500, tiers)).toBe(5000 + 1500);
  });

  it('has no price without tiers', () => {
    expect(deliveryRate(500, [])).toBeNull();
  });
});

describe('isFreeDelivery', () => {
  it('is free from the threshold on, never without one', () => {
    expect(isFreeDelivery(20_000, 20_000)).toBe(true);
    expect(isFreeDelivery(19_999, 20_000)).toBe(false);
    expect(isFreeDelivery(1_000_000, null)).toBe(false);
  });
});

describe('expectedDeliveryDate', () => {
  it('counts working days from the store’s local date, skipping Fridays', () => {
    // Wednesday 2026-11-18, 10:00 in Kuwait.
    const wednesday = new Date('2026-11-18T07:00:00Z');
    expect(expectedDeliveryDate(wednesday, 1)).toBe('2026-11-19');
    expect(expectedDeliveryDate(wednesday, 2)).toBe('2026-11-21');
    expect(expectedDeliveryDate(wednesday, 0)).toBe('2026-11-18');
  });

  it('uses Kuwait’s date late in the UTC evening', () => {
    // 22:30 UTC on Thursday is already Friday 01:30 in Kuwait: the next working day is Saturday.
    expect(expectedDeliveryDate(new Date('2026-11-19T22:30:00Z'), 1)).toBe('2026-11-21');
  });
});
