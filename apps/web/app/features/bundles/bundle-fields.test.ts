import { describe, expect, it } from 'vitest';
import { controlField, defaultChoices, defaultVariant, readChoices, slotField } from './bundle-fields';
import type { BundleSlotView, BundleView, TemplateView } from './bundle-view';

const kwd = (amount: number) => ({ amount, currency: 'KWD' as const });
const control = { type: 'text' as const, labelEn: 'Text', labelAr: 'النص', label: 'Text', required: true };
const template = (id: number): TemplateView => ({
  id,
  name: `Template ${id}`,
  image: null,
  controls: [{ ...control, name: 'text' }],
});
const slot = (index: number, extra: Partial<BundleSlotView> = {}): BundleSlotView => ({
  index,
  inventoryId: 5,
  itemName: 'Hoodie',
  image: null,
  price: kwd(12_000),
  templateIds: [1, 2],
  garment: null,
  colors: [
    { id: 1, value: '#000000', name: 'Black' },
    { id: 2, value: '#ffffff', name: 'White' },
  ],
  sizes: [
    { id: 10, label: 'S', labelAr: null },
    { id: 11, label: 'M', labelAr: null },
  ],
  variants: [
    { id: 100, colorId: 1, sizeId: 10, inStock: false },
    { id: 101, colorId: 1, sizeId: 11, inStock: false },
    { id: 102, colorId: 2, sizeId: 10, inStock: false },
    { id: 103, colorId: 2, sizeId: 11, inStock: true },
  ],
  ...extra,
});
const bundle = {
  id: 3,
  slots: [slot(0), slot(1, { templateIds: [2] })],
  templates: [template(1), template(2), template(3)],
} as unknown as BundleView;

describe('bundle form fields', () => {
  it('starts each slot on its first template and the first colour and size in stock', () => {
    expect(defaultVariant(slot(0))).toEqual({ colorId: 2, sizeId: 11 });
    expect(defaultChoices(bundle)).toEqual([
      { templateId: 1, colorId: 2, sizeId: 11, controls: {} },
      { templateId: 2, colorId: 2, sizeId: 11, controls: {} },
    ]);
  });

  it('reads only what the bundle offers: its templates, its colours, the template controls', () => {
    const form = new FormData();
    form.set(slotField(0, 'template'), '2');
    form.set(slotField(0, 'color'), '#000000');
    form.set(slotField(0, 'size'), '11');
    form.set(controlField(0, 'text'), 'سارة');
    form.set(controlField(0, 'extra'), 'dropped');
    form.set(slotField(1, 'template'), '3');
    form.set(slotField(1, 'color'), '#123456');
    form.set(slotField(1, 'size'), 'x');
    expect(readChoices(form, bundle)).toEqual([
      { templateId: 2, colorId: 1, sizeId: 11, controls: { text: 'سارة' } },
      { templateId: 2, colorId: null, sizeId: null, controls: {} },
    ]);
  });
});
