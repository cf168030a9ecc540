import { describe, expect, it } from 'vitest';
import { countryName, formatAddress } from './address-format';

const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const kuwaiti = { country: 'KW', state: 'HA', area: 'الخالدية', block: '3', street: '15', building: '22' };

describe('formatAddress', () => {
  it('names numbered parts and the country in English', () => {
    expect(strip(formatAddress(kuwaiti, 'en'))).toBe('الخالدية, Block 3, Street 15, Building 22, Kuwait');
  });

  it('writes the Arabic line with Arabic words, commas and country name', () => {
    expect(strip(formatAddress(kuwaiti, 'ar'))).toBe('الخالدية، قطعة 3، شارع 15، مبنى 22، الكويت');
  });

  it('isolates every part so an Arabic area cannot pull the numbers after it', () => {
    const line = formatAddress(kuwaiti, 'en');
    expect(line.startsWith('\u2068الخالدية\u2069, \u2068Block 3\u2069')).toBe(true);
    expect(line.endsWith('\u2068Kuwait\u2069')).toBe(true);
  });

  it('keeps worded values as they are and leaves out empty fields', () => {
    const line = formatAddress({ ...kuwaiti, street: 'Gulf Road', avenue: '', building: null }, 'en');
    expect(strip(line)).toBe('الخالدية, Block 3, Gulf Road, Kuwait');
  });

  it('follows the international form elsewhere', () => {
    const line = formatAddress(
      { country: 'FR', addressLine1: '8 rue de Rivoli', city: 'Paris', postalCode: '75001' },
      'ar',
    );
    expect(strip(line)).toBe('8 rue de Rivoli، Paris، 75001، فرنسا');
  });
});

describe('countryName', () => {
  it('names countries, never codes', () => {
    expect(countryName('KW', 'ar')).toBe('الكويت');
    expect(countryName('kw', 'en')).toBe('Kuwait');
    expect(countryName('SA', 'en')).toBe('Saudi Arabia');
  });

  it('keeps what is not a region code', () => {
    expect(countryName('', 'en')).toBe('');
  });
});
