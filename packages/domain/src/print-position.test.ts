import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRINT_POSITION,
  defaultPrintPosition,
  inventoryPrintPositions,
  isPrintPositionAllowed,
  productPrintPositions,
} from './print-position';
import { PrintingTypeSchema, PrintPositionSchema } from './print-position-schema';

describe('schemas', () => {
  it('accept the spec values only', () => {
    expect(PrintPositionSchema.options).toEqual(['FRONT', 'BACK', 'BOTH', 'POCKET', 'EMBROIDERY']);
    expect(PrintingTypeSchema.options).toEqual(['DTG', 'EMBROIDERY', 'SUBLIMATION_GENERAL', 'SUBLIMATION']);
    expect(PrintPositionSchema.safeParse('front').success).toBe(false);
    expect(DEFAULT_PRINT_POSITION).toBe('FRONT');
  });
});

describe('defaultPrintPosition', () => {
  it('gives EMBROIDERY for embroidery', () => {
    expect(defaultPrintPosition('EMBROIDERY', ['FRONT'])).toBe('EMBROIDERY');
  });

  it('gives the first available of FRONT, BACK, POCKET for DTG', () => {
    expect(defaultPrintPosition('DTG', ['POCKET', 'BACK', 'FRONT'])).toBe('FRONT');
    expect(defaultPrintPosition('DTG', ['POCKET', 'BACK'])).toBe('BACK');
    expect(defaultPrintPosition('DTG', ['POCKET'])).toBe('POCKET');
    expect(defaultPrintPosition('DTG', [])).toBe('FRONT');
  });

  it('gives FRONT for sublimation and as the fallback', () => {
    expect(defaultPrintPosition('SUBLIMATION', ['BACK'])).toBe('FRONT');
    expect(defaultPrintPosition('SUBLIMATION_GENERAL', ['BACK'])).toBe('FRONT');
    expect(defaultPrintPosition(null, ['BACK'])).toBe('FRONT');
    expect(defaultPrintPosition(undefined, [])).toBe('FRONT');
  });
});

describe('inventoryPrintPositions', () => {
  const sides = [{ position: 'FRONT' }, { position: 'EMBROIDERY' }];

  it('offers only EMBROIDERY for embroidery when the item has an embroidery side', () => {
    const options = { technique: 'EMBROIDERY', backPrint: true, pocketPrint: true, sides } as const;
    expect(inventoryPrintPositions(options)).toEqual(['EMBROIDERY']);
    expect(inventoryPrintPositions({ ...options, sides: [{ position: 'FRONT' }] })).toEqual([]);
  });

  it('offers FRONT plus BACK and POCKET when allowed', () => {
    const base = { technique: 'DTG', sides } as const;
    expect(inventoryPrintPositions({ ...base, backPrint: false, pocketPrint: false })).toEqual(['FRONT']);
    expect(inventoryPrintPositions({ ...base, backPrint: true, pocketPrint: false })).toEqual([
      'FRONT',
      'BACK',
    ]);
    expect(inventoryPrintPositions({ ...base, backPrint: null, pocketPrint: true })).toEqual([
      'FRONT',
      'POCKET',
    ]);
    expect(inventoryPrintPositions({ ...base, backPrint: true, pocketPrint: true })).toEqual([
      'FRONT',
      'BACK',
      'POCKET',
    ]);
  });

  it('treats a missing technique like printing', () => {
    expect(
      inventoryPrintPositions({ technique: null, backPrint: true, pocketPrint: false, sides: [] }),
    ).toEqual(['FRONT', 'BACK']);
  });
});

describe('productPrintPositions', () => {
  const images = [{ type: 'FRONT' }, { type: 'BACK' }, { type: 'LIFESTYLE' }];

  it('offers the sides it has images for', () => {
    expect(productPrintPositions({ backPrint: true, pocketPrint: false, images })).toEqual(['FRONT', 'BACK']);
  });

  it('offers BACK only when the inventory allows back print', () => {
    expect(productPrintPositions({ backPrint: false, pocketPrint: false, images })).toEqual(['FRONT']);
  });

  it('offers POCKET when the inventory allows it', () => {
    expect(productPrintPositions({ backPrint: false, pocketPrint: true, images })).toEqual([
      'FRONT',
      'POCKET',
    ]);
  });

  it('offers no FRONT without a front image', () => {
    expect(
      productPrintPositions({ backPrint: true, pocketPrint: false, images: [{ type: 'BACK' }] }),
    ).toEqual(['BACK']);
  });
});

describe('isPrintPositionAllowed', () => {
  it('allows listed positions only', () => {
    expect(isPrintPositionAllowed('BACK', ['FRONT', 'BACK'])).toBe(true);
    expect(isPrintPositionAllowed('POCKET', ['FRONT', 'BACK'])).toBe(false);
    expect(isPrintPositionAllowed('EMBROIDERY', [])).toBe(false);
  });

  it('allows BOTH only when front and back are both available', () => {
    expect(isPrintPositionAllowed('BOTH', ['FRONT', 'BACK'])).toBe(true);
    expect(isPrintPositionAllowed('BOTH', ['FRONT', 'POCKET'])).toBe(false);
  });
});
