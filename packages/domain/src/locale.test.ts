import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, intlLocale, LOCALES, localeDirection, parseLocale } from './locale';

describe('locales', () => {
  it('offers Arabic and English with Arabic as the default', () => {
    expect(LOCALES).toEqual(['ar', 'en']);
    expect(DEFAULT_LOCALE).toBe('ar');
    expect(parseLocale('fr')).toBe(DEFAULT_LOCALE);
  });

  it('writes Arabic right-to-left and English left-to-right', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('en')).toBe('ltr');
  });

  it('maps each locale to its Intl locale', () => {
    expect(intlLocale('ar')).toBe('ar-AE');
    expect(intlLocale('en')).toBe('en-US');
  });
});

describe('parseLocale', () => {
  it('accepts known locales in any case and with a region', () => {
    expect(parseLocale('en')).toBe('en');
    expect(parseLocale(' EN ')).toBe('en');
    expect(parseLocale('en-GB')).toBe('en');
    expect(parseLocale('ar_KW')).toBe('ar');
  });

  it('falls back to Arabic for unknown or missing values', () => {
    expect(parseLocale('fr')).toBe('ar');
    expect(parseLocale('')).toBe('ar');
    expect(parseLocale(undefined)).toBe('ar');
    expect(parseLocale(42)).toBe('ar');
  });
});
