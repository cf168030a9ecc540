import { describe, expect, it } from 'vitest';
import { parseMajorAmount } from './amount-input';

describe('parseMajorAmount', () => {
  it('reads major units into minor units of the currency', () => {
    expect(parseMajorAmount('2.5', 'KWD')).toBe(2500);
    expect(parseMajorAmount(' 12 ', 'USD')).toBe(1200);
    expect(parseMajorAmount('0.05', 'USD')).toBe(5);
  });

  it('reads Arabic-Indic digits and the Arabic decimal mark', () => {
    expect(parseMajorAmount('٢٫٥', 'KWD')).toBe(2500);
    expect(parseMajorAmount('۱۰', 'KWD')).toBe(10000);
  });

  it('refuses more minor digits than the currency has, signs and words', () => {
    expect(parseMajorAmount('1.005', 'USD')).toBeNull();
    expect(parseMajorAmount('-1', 'KWD')).toBeNull();
    expect(parseMajorAmount('1e3', 'KWD')).toBeNull();
    expect(parseMajorAmount('', 'KWD')).toBeNull();
  });
});
