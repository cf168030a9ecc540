import { describe, expect, it } from 'vitest';
import { addressFieldLabel } from './address-fields';
import { placeStateMismatch } from './address-places';

const places = [
  { nameEn: 'Khaldiya', nameAr: 'الخالدية', state: 'KU' },
  { nameEn: 'Salmiya', nameAr: 'السالمية', state: 'HA' },
  { nameEn: 'Al Nuzha', nameAr: 'النزهة', state: 'KU' },
  { nameEn: 'Al Nuzha', nameAr: 'النزهة', state: 'AH' },
];

describe('placeStateMismatch', () => {
  it('finds a listed area put in another governorate, by either name', () => {
    expect(placeStateMismatch(places, 'HA', 'الخالدية')).toMatchObject({ state: 'KU' });
    expect(placeStateMismatch(places, 'KU', '  salmiya ')).toMatchObject({ nameEn: 'Salmiya', state: 'HA' });
  });

  it('accepts a listed pair, a name listed in several states, and places the list does not know', () => {
    expect(placeStateMismatch(places, 'KU', 'Khaldiya')).toBeNull();
    expect(placeStateMismatch(places, 'AH', 'النزهة')).toBeNull();
    expect(placeStateMismatch(places, 'HA', 'Somewhere New')).toBeNull();
  });

  it('has nothing to check without a state or a place', () => {
    expect(placeStateMismatch(places, '', 'Khaldiya')).toBeNull();
    expect(placeStateMismatch(places, 'HA', null)).toBeNull();
  });
});

describe('addressFieldLabel', () => {
  it('names the divisions as each Gulf country does', () => {
    expect(addressFieldLabel('KW', 'state')).toBe('governorate');
    expect(addressFieldLabel('kw', 'area')).toBe('area');
    expect(addressFieldLabel('AE', 'state')).toBe('emirate');
    expect(addressFieldLabel('AE', 'area')).toBe('district');
    expect(addressFieldLabel('SA', 'state')).toBe('region');
    expect(addressFieldLabel('QA', 'state')).toBe('municipality');
  });

  it('keeps the field’s own name elsewhere', () => {
    expect(addressFieldLabel('FR', 'state')).toBe('state');
    expect(addressFieldLabel('KW', 'block')).toBe('block');
  });
});
