import { describe, expect, it } from 'vitest';
import { addressFieldsFor, keepAddressFields, missingAddressFields } from './address-fields';

describe('addressFieldsFor', () => {
  it('asks Kuwait for area, block, street and building, with avenue optional', () => {
    const rules = addressFieldsFor('KW');
    expect(rules.map((rule) => rule.field)).toEqual([
      'state',
      'area',
      'block',
      'street',
      'avenue',
      'building',
      'floor',
      'apartment',
    ]);
    expect(rules.find((rule) => rule.field === 'avenue')?.required).toBe(false);
    expect(rules.find((rule) => rule.field === 'block')?.required).toBe(true);
  });

  it('reads the code case-insensitively and gives other countries the international lines', () => {
    expect(addressFieldsFor('kw')).toBe(addressFieldsFor('KW'));
    expect(addressFieldsFor('DE').map((rule) => rule.field)).toEqual([
      'addressLine1',
      'addressLine2',
      'city',
      'state',
      'postalCode',
    ]);
  });
});

describe('missingAddressFields', () => {
  it('lists the required fields that are empty or blank', () => {
    expect(missingAddressFields('KW', { state: 'HA', area: 'Salmiya', block: ' ', street: '5' })).toEqual([
      'block',
      'building',
    ]);
    expect(missingAddressFields('DE', { addressLine1: 'Hauptstr. 1', city: 'Berlin' })).toEqual([]);
  });
});

describe('keepAddressFields', () => {
  it('clears the fields the country does not use and trims the rest', () => {
    const kept = keepAddressFields('DE', { addressLine1: ' Hauptstr. 1 ', block: '4', city: 'Berlin' });
    expect(kept).toMatchObject({ addressLine1: 'Hauptstr. 1', city: 'Berlin', block: null, area: null });
    expect(keepAddressFields('KW', { block: '4', avenue: '' })).toMatchObject({ block: '4', avenue: null });
  });
});
