import { describe, expect, it } from 'vitest';
import {
  checkSide,
  type Design,
  designDiagonalCm,
  designProductPrice,
  designUnitPrice,
  dpiSeverity,
  effectiveDpi,
  fittedImageLayer,
  type ImageLayer,
  isInsidePrintArea,
  type Layer,
  layerBoxCm,
  type PrintArea,
  printAreaPixels,
  printAreaSizeCm,
  type SideLimits,
  sideCoverage,
  sidesOfPosition,
  studioPrintPositions,
  type TextLayer,
} from './design';

const area: PrintArea = { x: 100, y: 100, width: 200, height: 300, widthCm: 20 };
const measure = (layer: TextLayer) => ({ width: layer.text.length * 0.5, height: 1 });
const image = (fields: Partial<ImageLayer> = {}): ImageLayer => ({
  kind: 'image',
  mediaId: 1,
  x: 0.5,
  y: 0.5,
  width: 0.5,
  aspect: 1,
  rotation: 0,
  ...fields,
});
const text = (fields: Partial<TextLayer> = {}): TextLayer => ({
  kind: 'text',
  text: 'مرحبا',
  fontFamily: 'Noto Sans Arabic',
  fontSize: 24,
  colorId: 1,
  x: 0.5,
  y: 0.5,
  rotation: 0,
  direction: 'rtl',
  ...fields,
});
const limits: SideLimits = {
  area,
  printingType: 'DTG',
  minDiagonal: 4,
  maxDiagonal: 30,
  minFontSize: 12,
  maxFontSize: 72,
};
const check = (layers: Layer[], fields: Partial<SideLimits> = {}, width = 3000) =>
  checkSide('FRONT', layers, { ...limits, ...fields }, measure, () => width).map((issue) => issue.code);

describe('studioPrintPositions', () => {
  const item = (backPrint: boolean, pocketPrint: boolean, sides: string[]) => ({
    backPrint,
    pocketPrint,
    sides: sides.map((position) => ({ position })),
  });

  it('offers only EMBROIDERY for embroidery, when the item has that side', () => {
    expect(studioPrintPositions('EMBROIDERY', item(true, true, ['FRONT', 'EMBROIDERY']))).toEqual([
      'EMBROIDERY',
    ]);
    expect(studioPrintPositions('EMBROIDERY', item(true, true, ['FRONT']))).toEqual([]);
  });

  it('offers FRONT, BACK with backPrint, POCKET with pocketPrint, and BOTH for front and back', () => {
    const all = item(true, true, ['FRONT', 'BACK', 'POCKET']);
    expect(studioPrintPositions('DTG', all)).toEqual(['FRONT', 'BACK', 'POCKET', 'BOTH']);
    expect(studioPrintPositions('DTG', item(false, true, ['FRONT', 'BACK', 'POCKET']))).toEqual([
      'FRONT',
      'POCKET',
    ]);
    expect(studioPrintPositions('SUBLIMATION', item(true, false, ['FRONT']))).toEqual(['FRONT']);
  });

  it('maps positions to sides', () => {
    expect(sidesOfPosition('BOTH')).toEqual(['FRONT', 'BACK']);
    expect(sidesOfPosition('POCKET')).toEqual(['POCKET']);
  });
});

describe('prices', () => {
  it('adds the technique, the second side and the variant surcharge', () => {
    const input = { inventoryPrice: 5000, printingType: 'DTG' as const, printPosition: 'FRONT' as const };
    expect(designProductPrice(input)).toBe(5000);
    expect(designProductPrice({ ...input, printPosition: 'BOTH' })).toBe(6500);
    expect(designProductPrice({ ...input, printingType: 'EMBROIDERY', printPosition: 'EMBROIDERY' })).toBe(
      6500,
    );
    expect(designUnitPrice({ ...input, printPosition: 'BOTH', variantSurcharge: 250 })).toBe(6750);
  });
});

describe('geometry', () => {
  it('sizes the print area and its 300 DPI file', () => {
    expect(printAreaSizeCm(area)).toEqual({ width: 20, height: 30 });
    expect(printAreaPixels(area)).toEqual({ width: 2362, height: 3543 });
  });

  it('measures boxes in centimetres, icons square and text by the measurer', () => {
    expect(layerBoxCm(image({ aspect: 2 }), area, measure)).toEqual({
      cx: 10,
      cy: 15,
      width: 10,
      height: 20,
      rotation: 0,
    });
    const icon: Layer = { kind: 'icon', embroideryIconId: 1, x: 0, y: 0, width: 0.1, rotation: 0 };
    expect(layerBoxCm(icon, area, measure)).toMatchObject({ width: 2, height: 2 });
    expect(layerBoxCm(text({ text: 'abcd' }), area, measure)).toMatchObject({ width: 2, height: 1 });
  });

  it('checks the rotated box against the print area', () => {
    const wide = { cx: 10, cy: 15, width: 20, height: 2, rotation: 0 };
    expect(isInsidePrintArea(wide, area)).toBe(true);
    expect(isInsidePrintArea({ ...wide, cx: 10.5 }, area)).toBe(false);
    expect(isInsidePrintArea({ ...wide, rotation: 90 }, area)).toBe(true);
    expect(isInsidePrintArea({ ...wide, rotation: 45 }, area)).toBe(true);
    expect(isInsidePrintArea({ ...wide, width: 28, rotation: 45 }, area)).toBe(false);
  });

  it('measures the whole design diagonal over all layers', () => {
    const a = { cx: 1.5, cy: 2, width: 3, height: 4, rotation: 0 };
    expect(designDiagonalCm([a])).toBe(5);
    expect(designDiagonalCm([a, { ...a, cx: 4.5, cy: 6 }])).toBe(10);
    expect(designDiagonalCm([])).toBe(0);
  });
});

describe('DPI', () => {
  it('computes the effective resolution at the printed width', () => {
    expect(effectiveDpi(3000, 25.4)).toBe(300);
    expect(dpiSeverity(150)).toBeNull();
    expect(dpiSeverity(149.9)).toBe('warn');
    expect(dpiSeverity(75)).toBe('warn');
    expect(dpiSeverity(74.9)).toBe('block');
  });
});

describe('checkSide', () => {
  it('passes a good layer', () => {
    expect(check([image(), text()])).toEqual([]);
  });

  it('refuses layers outside the area and designs over the max diagonal', () => {
    expect(check([image({ x: 0.1 })])).toEqual(['outsidePrintArea']);
    expect(check([image({ width: 1, aspect: 1.5 })])).toEqual(['designTooLarge']);
  });

  it('refuses pictures under the min diagonal but not short text', () => {
    expect(check([image({ width: 0.1 })])).toEqual(['layerTooSmall']);
    expect(check([text({ text: 'a' })])).toEqual([]);
  });

  it('warns under 150 DPI and blocks under 75', () => {
    // 10 cm wide: 590 px is 149.9 DPI, 295 px 74.9 DPI.
    expect(check([image()], {}, 591)).toEqual([]);
    expect(check([image()], {}, 590)).toEqual(['lowResolution']);
    expect(check([image()], {}, 295)).toEqual(['resolutionTooLow']);
  });

  it('keeps font sizes within the limits and warns on thin embroidery text', () => {
    expect(check([text({ fontSize: 11 })])).toEqual(['fontSizeOutOfRange']);
    expect(check([text({ fontSize: 73 })])).toEqual(['fontSizeOutOfRange']);
    expect(check([text({ fontSize: 14 })], { printingType: 'EMBROIDERY' })).toEqual([
      'embroideryTextTooThin',
    ]);
    expect(check([text({ fontSize: 16 })], { printingType: 'EMBROIDERY' })).toEqual([]);
  });
});

describe('sideCoverage', () => {
  const design = (printPosition: Design['printPosition'], sides: Design['sides']) => ({
    printPosition,
    sides,
  });

  it('finds empty sides of the position and layers on sides it does not print', () => {
    expect(sideCoverage(design('BOTH', { FRONT: [image()] }))).toEqual({ empty: ['BACK'], unused: [] });
    expect(sideCoverage(design('FRONT', { FRONT: [image()], BACK: [image()] }))).toEqual({
      empty: [],
      unused: ['BACK'],
    });
    expect(sideCoverage(design('BACK', { BACK: [image()], FRONT: [] }))).toEqual({ empty: [], unused: [] });
  });
});

describe('fittedImageLayer', () => {
  // 30 cm wide, 40 cm high.
  const area: PrintArea = { x: 0, y: 0, width: 300, height: 400, widthCm: 30 };

  it('centres the picture as large as the area takes, keeping its aspect', () => {
    const wide = fittedImageLayer(7, { width: 4000, height: 2000 }, area, 100);
    expect(wide).toEqual({ kind: 'image', mediaId: 7, x: 0.5, y: 0.5, rotation: 0, width: 1, aspect: 0.5 });
    const tall = fittedImageLayer(7, { width: 2000, height: 8000 }, area, 100);
    expect(tall.width * 30 * tall.aspect).toBeCloseTo(40);
  });

  it('keeps a small picture at a printable resolution', () => {
    const layer = fittedImageLayer(7, { width: 600, height: 600 }, area, 100);
    const dpi = effectiveDpi(600, layer.width * 30);
    expect(dpi).toBeGreaterThanOrEqual(75);
    expect(dpi).toBeLessThan(75.2);
  });

  it("stays under the item's largest design and inside the area", () => {
    const layer = fittedImageLayer(7, { width: 3000, height: 3000 }, area, 30);
    const box = layerBoxCm(layer, area, () => ({ width: 0, height: 0 }));
    expect(designDiagonalCm([box])).toBeLessThan(30);
    expect(designDiagonalCm([box])).toBeGreaterThan(29.9);
    expect(isInsidePrintArea(box, area)).toBe(true);
  });
});
