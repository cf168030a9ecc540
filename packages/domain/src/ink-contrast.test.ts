import { describe, expect, it } from 'vitest';
import { contrastRatio, visibleDefaultInk } from './ink-contrast';

describe('ink contrast', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1);
    expect(contrastRatio('navy', '#ffffff')).toBeNull();
  });

  it('keeps a default ink that shows, and swaps one that would vanish on the garment', () => {
    expect(visibleDefaultInk('#1f2937', '#ffffff')).toBe('#1f2937');
    expect(visibleDefaultInk('#1f2937', '#f4f1e8')).toBe('#1f2937');
    expect(visibleDefaultInk('#1f2937', '#111111')).toBe('#ffffff');
    expect(visibleDefaultInk('#1f2937', '#1e2a4a')).toBe('#ffffff');
    expect(visibleDefaultInk('#ffffff', '#fafafa')).toBe('#1f2937');
  });

  it('leaves the default alone when the garment or ink is not a known colour', () => {
    expect(visibleDefaultInk('#1f2937', null)).toBe('#1f2937');
    expect(visibleDefaultInk('red', '#000000')).toBe('red');
  });
});
