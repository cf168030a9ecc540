import { describe, expect, it } from 'vitest';
import { currencyForCountry } from './currency-by-country';

describe('currencyForCountry', () => {
  it('suggests the local currency in the Gulf and in the United States', () => {
    expect(currencyForCountry('KW')).toBe('KWD');
    expect(currencyForCountry('SA')).toBe('SAR');
    expect(currencyForCountry('AE')).toBe('AED');
    expect(currencyForCountry('QA')).toBe('QAR');
    expect(currencyForCountry('OM')).toBe('OMR');
    expect(currencyForCountry('BH')).toBe('BHD');
    expect(currencyForCountry('US')).toBe('USD');
  });

  it('suggests dollars elsewhere', () => {
    expect(currencyForCountry('EG')).toBe('USD');
    expect(currencyForCountry('GB')).toBe('USD');
  });

  it('falls back to KWD for an unknown place or a malformed code', () => {
    expect(currencyForCountry(null)).toBe('KWD');
    expect(currencyForCountry('kw')).toBe('KWD');
    expect(currencyForCountry('--')).toBe('KWD');
  });
});
