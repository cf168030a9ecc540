import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_DETAILS,
  currencyOptionLabel,
  currencySymbol,
  DEFAULT_CURRENCY,
  parseCurrency,
} from './currency';
import { CurrencySchema } from './money-schema';

describe('currencies', () => {
  it('lists the seven store currencies with KWD as the default', () => {
    expect([...CURRENCIES].sort()).toEqual(['AED', 'BHD', 'KWD', 'OMR', 'QAR', 'SAR', 'USD']);
    expect(DEFAULT_CURRENCY).toBe('KWD');
  });

  it('uses three minor digits for KWD, BHD and OMR and two for the others', () => {
    const three = CURRENCIES.filter((c) => CURRENCY_DETAILS[c].minorDigits === 3);
    expect(three.sort()).toEqual(['BHD', 'KWD', 'OMR']);
    expect(CURRENCY_DETAILS.USD.minorDigits).toBe(2);
    expect(CURRENCY_DETAILS.SAR.minorDigits).toBe(2);
  });

  it('has English and Arabic symbols', () => {
    expect(currencySymbol('KWD', 'en')).toBe('KWD');
    expect(currencySymbol('KWD', 'ar')).toBe('د.ك');
    expect(currencySymbol('SAR', 'ar')).toBe('ر.س');
    expect(currencySymbol('AED', 'ar')).toBe('د.إ');
    expect(currencySymbol('QAR', 'ar')).toBe('ر.ق');
    expect(currencySymbol('OMR', 'ar')).toBe('ر.ع.');
    expect(currencySymbol('BHD', 'ar')).toBe('د.ب');
    expect(currencySymbol('USD', 'ar')).toBe('$');
    expect(currencySymbol('USD', 'en')).toBe('USD');
  });

  it('validates currency codes with the schema', () => {
    expect(CurrencySchema.parse('SAR')).toBe('SAR');
    expect(CurrencySchema.safeParse('EUR').success).toBe(false);
  });
});

describe('parseCurrency', () => {
  it('accepts known codes, ignoring case and spaces', () => {
    expect(parseCurrency('USD')).toBe('USD');
    expect(parseCurrency(' bhd ')).toBe('BHD');
  });

  it('falls back to KWD for unknown or missing values', () => {
    expect(parseCurrency('EUR')).toBe('KWD');
    expect(parseCurrency('')).toBe('KWD');
    expect(parseCurrency(null)).toBe('KWD');
    expect(parseCurrency(undefined)).toBe('KWD');
    expect(parseCurrency(['USD'])).toBe('KWD');
  });
});

describe('currencyOptionLabel', () => {
  it('leads with the code prices use, adding the Arabic symbol on Arabic pages', () => {
    expect(currencyOptionLabel('KWD', 'en')).toBe('KWD');
    expect(currencyOptionLabel('KWD', 'ar')).toBe('\u2066KWD\u2069 (د.ك)');
    expect(currencyOptionLabel('SAR', 'ar')).toBe('\u2066SAR\u2069 (ر.س)');
  });
});
