import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currency';
import {
  convertFils,
  decimalAmount,
  formatMoney,
  formatMoneyText,
  RATES_PER_KWD,
  toAnalyticsUsd,
  toFils,
} from './money';
import { MoneySchema } from './money-schema';

describe('MoneySchema', () => {
  it('accepts integer minor units with a known currency only', () => {
    expect(MoneySchema.parse({ amount: 12500, currency: 'KWD' })).toEqual({ amount: 12500, currency: 'KWD' });
    expect(MoneySchema.safeParse({ amount: 12.5, currency: 'KWD' }).success).toBe(false);
    expect(MoneySchema.safeParse({ amount: 100, currency: 'EUR' }).success).toBe(false);
  });
});

describe('convertFils', () => {
  it('keeps KWD fils as they are', () => {
    expect(convertFils(12345, 'KWD')).toEqual({ amount: 12345, currency: 'KWD' });
  });

  it('converts 10.000 KWD with the fixed rates', () => {
    expect(convertFils(10_000, 'USD')).toEqual({ amount: 3255, currency: 'USD' });
    expect(convertFils(10_000, 'SAR')).toEqual({ amount: 12203, currency: 'SAR' });
    expect(convertFils(10_000, 'AED')).toEqual({ amount: 11941, currency: 'AED' });
    expect(convertFils(10_000, 'QAR')).toEqual({ amount: 11840, currency: 'QAR' });
  });

  it('keeps three minor digits for OMR and BHD', () => {
    expect(convertFils(10_000, 'OMR')).toEqual({ amount: 12548, currency: 'OMR' });
    expect(convertFils(10_000, 'BHD')).toEqual({ amount: 12263, currency: 'BHD' });
  });

  it('rounds half away from zero, refunds included', () => {
    // 1 fils = 0.32548 US cents, 2 fils = 0.65 cents.
    expect(convertFils(1, 'USD').amount).toBe(0);
    expect(convertFils(2, 'USD').amount).toBe(1);
    expect(convertFils(-10_000, 'USD').amount).toBe(-3255);
    expect(convertFils(0, 'SAR').amount).toBe(0);
  });

  it('always yields integers', () => {
    for (const currency of CURRENCIES) {
      expect(Number.isInteger(convertFils(123_457, currency).amount)).toBe(true);
    }
  });

  it('refuses fractional fils', () => {
    expect(() => convertFils(1.5, 'USD')).toThrow(RangeError);
  });

  it('uses one KWD as the base of the rate table', () => {
    expect(RATES_PER_KWD.KWD).toBe(1);
  });
});

describe('formatMoney', () => {
  it('writes the code, a space and two decimals', () => {
    expect(formatMoney({ amount: 12500, currency: 'KWD' })).toBe('KWD 12.50');
    expect(formatMoney({ amount: 3255, currency: 'USD' })).toBe('USD 32.55');
    expect(formatMoney({ amount: 5, currency: 'SAR' })).toBe('SAR 0.05');
    expect(formatMoney({ amount: 123456789, currency: 'AED' })).toBe('AED 1234567.89');
  });

  it('rounds three-digit currencies to two decimals half away from zero', () => {
    expect(formatMoney({ amount: 12345, currency: 'KWD' })).toBe('KWD 12.35');
    expect(formatMoney({ amount: 12344, currency: 'BHD' })).toBe('BHD 12.34');
    expect(formatMoney({ amount: -12345, currency: 'OMR' })).toBe('OMR -12.35');
  });

  it('writes negative amounts with a minus sign', () => {
    expect(formatMoney({ amount: -50, currency: 'USD' })).toBe('USD -0.50');
  });

  it('shows 0.00 when the amount is missing', () => {
    expect(formatMoney(null)).toBe('KWD 0.00');
    expect(formatMoney(undefined, 'USD')).toBe('USD 0.00');
    expect(formatMoney({ amount: null, currency: 'SAR' })).toBe('SAR 0.00');
    expect(formatMoney({ amount: Number.NaN, currency: 'QAR' })).toBe('QAR 0.00');
  });
});

describe('toAnalyticsUsd', () => {
  it('reports USD prices with two decimals', () => {
    expect(toAnalyticsUsd({ amount: 10_000, currency: 'KWD' })).toEqual({ currency: 'USD', price: 32.55 });
    expect(toAnalyticsUsd({ amount: 1999, currency: 'USD' })).toEqual({ currency: 'USD', price: 19.99 });
  });

  it('converts other currencies through KWD', () => {
    // 122.03 SAR is 10.000 KWD, which is 32.55 USD.
    expect(toAnalyticsUsd({ amount: 12203, currency: 'SAR' }).price).toBe(32.55);
    expect(toAnalyticsUsd({ amount: 12263, currency: 'BHD' }).price).toBe(32.55);
  });
});

describe('decimalAmount', () => {
  it('writes every minor digit of the currency', () => {
    expect(decimalAmount({ amount: 7750, currency: 'KWD' })).toBe('7.750');
    expect(decimalAmount({ amount: 2523, currency: 'USD' })).toBe('25.23');
  });

  it('pads amounts below one unit, and keeps the sign', () => {
    expect(decimalAmount({ amount: 5, currency: 'KWD' })).toBe('0.005');
    expect(decimalAmount({ amount: 0, currency: 'USD' })).toBe('0.00');
    expect(decimalAmount({ amount: -120, currency: 'USD' })).toBe('-1.20');
  });
});

describe('toFils', () => {
  it('converts any currency back to KWD fils', () => {
    expect(toFils({ amount: 5000, currency: 'KWD' })).toBe(5000);
    expect(toFils({ amount: 3255, currency: 'USD' })).toBe(10_000);
    expect(toFils({ amount: 2000, currency: 'USD' })).toBe(6145);
  });

  it('round-trips convertFils within a fil', () => {
    for (const fils of [1, 999, 12_345, 250_000]) {
      expect(Math.abs(toFils(convertFils(fils, 'SAR')) - fils)).toBeLessThanOrEqual(1);
    }
  });
});

describe('formatMoneyText', () => {
  it('is the spec format isolated left to right for plain text', () => {
    expect(formatMoneyText({ amount: 6400, currency: 'KWD' })).toBe('\u2066KWD 6.40\u2069');
    expect(formatMoneyText(null, 'USD')).toBe('\u2066USD 0.00\u2069');
  });
});
