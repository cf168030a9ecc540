import { describe, expect, it } from 'vitest';
import { serviceCharge } from './service-charge';

describe('serviceCharge', () => {
  it('turns the decimal the API sends into money in the order currency', () => {
    expect(serviceCharge(0.25, 'KWD')).toEqual({ amount: 250, currency: 'KWD' });
    expect(serviceCharge(1.1, 'SAR')).toEqual({ amount: 110, currency: 'SAR' });
  });

  it('is null when the shopper pays nothing on top', () => {
    expect(serviceCharge(0, 'KWD')).toBeNull();
  });
});
