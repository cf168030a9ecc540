import { describe, expect, it } from 'vitest';
import { textDirection, textLayer } from './new-layer';
import type { StudioItem } from './studio-item';
import { initialDoc, type StudioState, sizeInStock, studioReducer, textFamilies } from './studio-state';

const area = { x: 280, y: 200, width: 240, height: 300, widthCm: 30 };
const side = (name: 'FRONT' | 'BACK' | 'EMBROIDERY') => ({
  side: name,
  area,
  mockups: {},
  defaultMockup: null,
  mockupSize: 800,
});
const item: StudioItem = {
  id: 1,
  name: 'Tee',
  priceFils: 5500,
  printingTypes: ['DTG', 'EMBROIDERY'],
  backPrint: true,
  pocketPrint: false,
  minFontSize: 12,
  maxFontSize: 96,
  minDiagonal: 4,
  maxDiagonal: 42,
  sides: [side('FRONT'), side('BACK'), side('EMBROIDERY')],
  colors: [
    { id: 10, value: '#fff', name: 'White' },
    { id: 11, value: '#000', name: 'Black' },
  ],
  sizes: [
    { id: 1, label: 'S', labelAr: null },
    { id: 2, label: 'M', labelAr: null },
  ],
  variants: [
    { id: 100, colorId: 10, sizeId: 1, count: 5, surcharge: 0 },
    { id: 101, colorId: 10, sizeId: 2, count: 5, surcharge: 0 },
    { id: 102, colorId: 11, sizeId: 1, count: 0, surcharge: 0 },
    { id: 103, colorId: 11, sizeId: 2, count: 3, surcharge: 500 },
  ],
};
const reduce = studioReducer(item);
const start = (): StudioState => ({
  past: [],
  doc: initialDoc(item),
  future: [],
  selected: null,
  assets: {},
});

describe('studio state', () => {
  it('starts on the first technique, its default position, the first colour and a size in stock', () => {
    expect(initialDoc(item)).toMatchObject({
      printingType: 'DTG',
      printPosition: 'FRONT',
      colorId: 10,
      sizeId: 1,
    });
  });

  it('moves to embroidery’s only position when the technique changes', () => {
    let state = reduce(start(), { type: 'position', printPosition: 'BACK' });
    state = reduce(state, { type: 'technique', printingType: 'EMBROIDERY' });
    expect(state.doc.printPosition).toBe('EMBROIDERY');
  });

  it('keeps the size when the new colour has it in stock, else takes the first that is', () => {
    expect(sizeInStock(item, 11, 1)).toBe(2);
    const state = reduce(reduce(start(), { type: 'size', sizeId: 2 }), { type: 'color', colorId: 11 });
    expect(state.doc.sizeId).toBe(2);
  });

  it('adds, reorders and removes layers, and undoes and redoes each step', () => {
    const a = textLayer('A', 'Cairo', 20, 1);
    const b = textLayer('B', 'Cairo', 20, 1);
    let state = reduce(start(), { type: 'add', side: 'FRONT', layer: a });
    state = reduce(state, { type: 'add', side: 'FRONT', layer: b });
    expect(state.selected).toEqual({ side: 'FRONT', key: b.key });
    state = reduce(state, { type: 'order', side: 'FRONT', key: b.key, by: -1 });
    expect(state.doc.sides.FRONT?.map((layer) => layer.key)).toEqual([b.key, a.key]);
    state = reduce(state, { type: 'remove', side: 'FRONT', key: b.key });
    expect(state.selected).toBeNull();
    state = reduce(reduce(state, { type: 'undo' }), { type: 'undo' });
    expect(state.doc.sides.FRONT?.map((layer) => layer.key)).toEqual([a.key, b.key]);
    state = reduce(state, { type: 'redo' });
    expect(state.doc.sides.FRONT?.map((layer) => layer.key)).toEqual([b.key, a.key]);
    // A new edit drops what could have been redone.
    state = reduce(state, { type: 'update', side: 'FRONT', key: a.key, patch: { x: 0.2 } });
    expect(state.future).toEqual([]);
    expect(reduce(state, { type: 'redo' })).toBe(state);
  });

  it('ignores an order change past either end', () => {
    const state = reduce(start(), { type: 'add', side: 'FRONT', layer: textLayer('A', 'Cairo', 20, 1) });
    const key = state.doc.sides.FRONT?.[0]?.key ?? '';
    expect(reduce(state, { type: 'order', side: 'FRONT', key, by: 1 })).toBe(state);
  });
});

describe('textFamilies', () => {
  it('lists the fonts of the text layers on every side once, and none for a design without text', () => {
    expect(textFamilies(start().doc)).toEqual([]);
    let state = reduce(start(), {
      type: 'add',
      side: 'FRONT',
      layer: textLayer('A', 'Noto Kufi Arabic', 20, 1),
    });
    state = reduce(state, { type: 'add', side: 'BACK', layer: textLayer('B', 'Noto Sans', 20, 1) });
    state = reduce(state, { type: 'add', side: 'BACK', layer: textLayer('C', 'Noto Kufi Arabic', 20, 1) });
    expect(textFamilies(state.doc)).toEqual(['Noto Kufi Arabic', 'Noto Sans']);
  });
});

describe('textDirection', () => {
  it('reads the first letter: Arabic right to left, anything else left to right', () => {
    expect(textDirection('مرحبا Seed')).toBe('rtl');
    expect(textDirection('2026 سيد')).toBe('rtl');
    expect(textDirection('Seed مرحبا')).toBe('ltr');
    expect(textDirection('123')).toBe('ltr');
  });
});
