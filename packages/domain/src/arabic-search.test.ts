import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './arabic-search';

const same = (a: string, b: string) => expect(normalizeSearchText(a)).toBe(normalizeSearchText(b));

describe('normalizeSearchText', () => {
  it('ignores vowel marks and shadda', () => {
    same('قطّة', 'قطه');
    expect(normalizeSearchText('مُحَمَّد')).toBe('محمد');
    expect(normalizeSearchText('كِتَابٌ')).toBe('كتاب');
  });

  it('drops the superscript alef', () => {
    expect(normalizeSearchText('هٰذا')).toBe('هذا');
    expect(normalizeSearchText('الرحمٰن')).toBe('الرحمن');
  });

  it('unifies the forms of alef', () => {
    same('إسلام', 'اسلام');
    expect(normalizeSearchText('أحمد')).toBe('احمد');
    expect(normalizeSearchText('آمال')).toBe('امال');
    expect(normalizeSearchText('ٱلله')).toBe('الله');
  });

  it('unifies taa marbuta, alef maqsura and the hamza seats', () => {
    expect(normalizeSearchText('مدرسة')).toBe('مدرسه');
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('مسؤول')).toBe('مسوول');
    expect(normalizeSearchText('رئيس')).toBe('رييس');
  });

  it('matches decomposed input typed with combining hamza and madda', () => {
    expect(normalizeSearchText('ا\u0654حمد')).toBe('احمد');
    expect(normalizeSearchText('ا\u0653مال')).toBe('امال');
  });

  it('removes tatweel and zero-width characters', () => {
    expect(normalizeSearchText('تيـــشيرت')).toBe('تيشيرت');
    expect(normalizeSearchText('می\u200Cخواهم')).toBe('ميخواهم');
  });

  it('unfolds presentation forms and Persian letters', () => {
    expect(normalizeSearchText('ﻻ')).toBe('لا');
    expect(normalizeSearchText('کتاب')).toBe('كتاب');
  });

  it('turns Arabic-Indic digits into ASCII', () => {
    expect(normalizeSearchText('قميص ٢٠٢٤')).toBe('قميص 2024');
    expect(normalizeSearchText('۱۲۳')).toBe('123');
  });

  it('lower-cases Latin and strips its accents', () => {
    expect(normalizeSearchText('T-Shirt CAFÉ')).toBe('t shirt cafe');
  });

  it('turns symbols into single spaces and trims', () => {
    expect(normalizeSearchText('  تيشيرت،   أسود!! (XL) ')).toBe('تيشيرت اسود xl');
    expect(normalizeSearchText('؟!@#')).toBe('');
  });

  it('is idempotent', () => {
    const once = normalizeSearchText('إِسْلامٌ وَ قِطَّةٌ ٣');
    expect(normalizeSearchText(once)).toBe(once);
  });
});
