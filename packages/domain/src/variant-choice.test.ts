import { describe, expect, it } from 'vitest';
import {
  colorChoices,
  initialChoice,
  keepAvailableSize,
  matchingVariant,
  sizeChoices,
  type Variant,
} from './variant-choice';

const S = 1;
const M = 2;
const L = 3;
const XL = 4;
const BLACK = 10;
const WHITE = 11;
const SAND = 12;

// Black in every size but L (sold out); white in S and M only; sand sold out everywhere.
const variants: Variant[] = [
  { id: 100, colorId: BLACK, sizeId: S, count: 5 },
  { id: 101, colorId: BLACK, sizeId: M, count: 2 },
  { id: 102, colorId: BLACK, sizeId: L, count: 0 },
  { id: 103, colorId: BLACK, sizeId: XL, count: 9 },
  { id: 110, colorId: WHITE, sizeId: S, count: 1 },
  { id: 111, colorId: WHITE, sizeId: M, count: 4 },
  { id: 120, colorId: SAND, sizeId: M, count: 0 },
];

describe('colorChoices', () => {
  it('lists each colour once, in the blank item order, unlisted ones after', () => {
    expect(colorChoices(variants, [WHITE, BLACK])).toEqual([WHITE, BLACK, SAND]);
    expect(colorChoices(variants)).toEqual([BLACK, WHITE, SAND]);
  });
});

describe('sizeChoices', () => {
  it('lists every size in order, available only when the colour has it in stock', () => {
    expect(sizeChoices(variants, BLACK, [S, M, L, XL])).toEqual([
      { sizeId: S, available: true },
      { sizeId: M, available: true },
      { sizeId: L, available: false },
      { sizeId: XL, available: true },
    ]);
  });

  it('changes with the colour: sizes the colour lacks are disabled, not dropped', () => {
    expect(sizeChoices(variants, WHITE, [S, M, L, XL])).toEqual([
      { sizeId: S, available: true },
      { sizeId: M, available: true },
      { sizeId: L, available: false },
      { sizeId: XL, available: false },
    ]);
  });

  it('follows sizesPosition, putting sizes it does not name last', () => {
    expect(sizeChoices(variants, BLACK, [XL, S]).map((option) => option.sizeId)).toEqual([XL, S, M, L]);
  });

  it('has nothing available without a colour', () => {
    expect(sizeChoices(variants, null).every((option) => !option.available)).toBe(true);
  });
});

describe('keepAvailableSize', () => {
  it('keeps a chosen size that is still available', () => {
    expect(keepAvailableSize(sizeChoices(variants, WHITE), M)).toBe(M);
  });

  it('moves to the first available size when the chosen one stops being available', () => {
    // XL in black, then the shopper picks white, which has no XL.
    expect(keepAvailableSize(sizeChoices(variants, WHITE, [XL, M, S]), XL)).toBe(M);
    expect(keepAvailableSize(sizeChoices(variants, BLACK), L)).toBe(S);
  });

  it('picks the first available size when none was chosen', () => {
    expect(keepAvailableSize(sizeChoices(variants, BLACK, [L, XL, S, M]), null)).toBe(XL);
  });

  it('gives no size when the colour has none in stock', () => {
    expect(keepAvailableSize(sizeChoices(variants, SAND), M)).toBeNull();
  });
});

describe('matchingVariant', () => {
  it('finds the variant of a colour and size', () => {
    expect(matchingVariant(variants, WHITE, M)?.id).toBe(111);
  });

  it('is null when the pair does not exist or a part is missing', () => {
    expect(matchingVariant(variants, WHITE, XL)).toBeNull();
    expect(matchingVariant(variants, null, M)).toBeNull();
    expect(matchingVariant(variants, BLACK, null)).toBeNull();
  });
});

describe('initialChoice', () => {
  it('opens on the preferred colour and its first size in stock', () => {
    expect(initialChoice(variants, { sizesPosition: [L, M, S] }, BLACK)).toEqual({
      colorId: BLACK,
      sizeId: M,
    });
  });

  it('passes over a preferred colour that is sold out, or unknown', () => {
    expect(initialChoice(variants, { colorsPosition: [SAND, WHITE, BLACK] }, SAND)).toEqual({
      colorId: WHITE,
      sizeId: S,
    });
    expect(initialChoice(variants, {}, 999)).toEqual({ colorId: BLACK, sizeId: S });
  });

  it('opens on the first colour with no size when everything is sold out', () => {
    const soldOut = variants.map((variant) => ({ ...variant, count: 0 }));
    expect(initialChoice(soldOut, {})).toEqual({ colorId: BLACK, sizeId: null });
  });

  it('has no choice for an item without variants', () => {
    expect(initialChoice([], {})).toEqual({ colorId: null, sizeId: null });
  });
});
