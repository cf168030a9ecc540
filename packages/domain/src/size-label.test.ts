import { describe, expect, it } from 'vitest';
import { sizeLabel } from './size-label';

describe('sizeLabel', () => {
  it('writes kids age ranges in words of the language, keeping the ASCII hyphen', () => {
    expect(sizeLabel('6-7Y', 'ar')).toBe('6-7 سنوات');
    expect(sizeLabel('12-13Y', 'ar')).toBe('12-13 سنوات');
    expect(sizeLabel('2-3Y', 'en')).toBe('2-3 years');
  });

  it('names the single size in each language', () => {
    expect(sizeLabel('ONE SIZE', 'ar')).toBe('مقاس واحد');
    expect(sizeLabel('one size', 'en')).toBe('One size');
  });

  it('keeps letter sizes as stored in both languages', () => {
    expect(sizeLabel('M', 'ar')).toBe('M');
    expect(sizeLabel('2XL', 'ar')).toBe('2XL');
    expect(sizeLabel(' XL ', 'en')).toBe('XL');
  });

  it('leaves labels it does not know alone', () => {
    expect(sizeLabel('6-7', 'ar')).toBe('6-7');
    expect(sizeLabel('EU 42', 'ar')).toBe('EU 42');
  });

  it("shows staff's Arabic label on Arabic pages only, and the usual reading when there is none", () => {
    expect(sizeLabel('XL', 'ar', 'كبير جدًا')).toBe('كبير جدًا');
    expect(sizeLabel('XL', 'en', 'كبير جدًا')).toBe('XL');
    expect(sizeLabel('6-7Y', 'ar', null)).toBe('6-7 سنوات');
    expect(sizeLabel('6-7Y', 'ar', '')).toBe('6-7 سنوات');
  });
});
