import { describe, expect, it } from 'vitest';
import { orderCountries } from './countries';

const codes = (list: { Code: string }[]) => list.map((country) => country.Code);

describe('orderCountries', () => {
  it('puts the Gulf first in the fixed order, then the rest by name', () => {
    const list = [
      { Name: 'Germany', Code: 'DE' },
      { Name: 'Egypt', Code: 'EG' },
      { Name: 'Austria', Code: 'AT' },
      { Name: 'Oman', Code: 'OM' },
      { Name: 'Jordan', Code: 'JO' },
      { Name: 'Qatar', Code: 'QA' },
      { Name: 'Saudi Arabia', Code: 'SA' },
      { Name: 'United Arab Emirates', Code: 'AE' },
      { Name: 'Bahrain', Code: 'BH' },
      { Name: 'Kuwait', Code: 'KW' },
      { Name: 'brazil', Code: 'BR' },
    ];
    expect(codes(orderCountries(list))).toEqual([
      'KW',
      'BH',
      'AE',
      'SA',
      'QA',
      'OM',
      'JO',
      'EG',
      'AT',
      'BR',
      'DE',
    ]);
  });

  it('drops entries without a name and the code IS', () => {
    const list = [
      { Name: 'France', Code: 'FR' },
      { Name: '', Code: 'XX' },
      { Name: '   ', Code: 'YY' },
      { Name: null, Code: 'ZZ' },
      { Code: 'WW' },
      { Name: 'Israel', Code: 'IS' },
      { Name: 'Israel', Code: 'is' },
      { Name: 'Kuwait', Code: 'KW' },
    ];
    expect(codes(orderCountries(list))).toEqual(['KW', 'FR']);
  });

  it('keeps the other fields of each entry and leaves the input alone', () => {
    const list = [
      { Name: 'France', Code: 'FR', dial: '+33' },
      { Name: 'Kuwait', Code: 'KW', dial: '+965' },
    ];
    expect(orderCountries(list)[0]).toEqual({ Name: 'Kuwait', Code: 'KW', dial: '+965' });
    expect(codes(list)).toEqual(['FR', 'KW']);
  });
});
