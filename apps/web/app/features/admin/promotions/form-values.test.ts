import { describe, expect, it } from 'vitest';
import { filsToKwdText, isoToKuwaitTime, kuwaitTimeToIso, optionalFils, optionalWhole } from './form-values';

describe('promotion form values', () => {
  it('reads dates as Kuwait time and writes them back the same', () => {
    expect(kuwaitTimeToIso('2026-12-01T09:30')).toBe('2026-12-01T06:30:00.000Z');
    expect(isoToKuwaitTime('2026-12-01T06:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(kuwaitTimeToIso('tomorrow')).toBeNull();
    expect(isoToKuwaitTime(null)).toBe('');
  });

  it('turns typed amounts and counts into numbers, empty into nothing and nonsense into NaN', () => {
    expect(optionalFils('2.5')).toBe(2500);
    expect(optionalFils('٢٫٥')).toBe(2500);
    expect(optionalFils(' ')).toBeUndefined();
    expect(optionalFils('abc')).toBeNaN();
    expect(optionalWhole('12')).toBe(12);
    expect(optionalWhole('1.5')).toBeNaN();
    expect(filsToKwdText(2500)).toBe('2.5');
    expect(filsToKwdText(null)).toBe('');
  });
});
