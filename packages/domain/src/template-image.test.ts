import { describe, expect, it } from 'vitest';
import { slotPrintPixels, templateImageDpi, templateImageSeverity } from './template-image';

// Half the template's width: 12.7 cm, five inches.
const half = { width: 300, height: 300, fit: 'slice' as const };

describe('template image slots', () => {
  it('prints an image of 1500 pixels across half the template at 300 DPI', () => {
    expect(templateImageDpi({ width: 1500, height: 1500 }, half)).toBeCloseTo(300);
    expect(slotPrintPixels(half)).toEqual({ width: 1500, height: 1500 });
  });

  it('scales by the side that covers the slot, or the side that fits it', () => {
    const wide = { width: 1000, height: 500 };
    // Covering a square slot, the 500 pixels of height span the five inches: 100 DPI.
    expect(templateImageDpi(wide, half)).toBeCloseTo(100);
    // Fitting inside it, the 1000 pixels of width span them: 200 DPI.
    expect(templateImageDpi(wide, { ...half, fit: 'meet' })).toBeCloseTo(200);
  });

  it('warns under 150 DPI and blocks under 75, as the studio does', () => {
    expect(templateImageSeverity({ width: 760, height: 760 }, half)).toBeNull();
    expect(templateImageSeverity({ width: 740, height: 740 }, half)).toBe('warn');
    expect(templateImageSeverity({ width: 380, height: 380 }, half)).toBe('warn');
    expect(templateImageSeverity({ width: 370, height: 370 }, half)).toBe('block');
  });
});
