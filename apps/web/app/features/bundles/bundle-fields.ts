import type { BundleSlotView, BundleView, SlotChoice, TemplateView } from './bundle-view';

// The customisation form's field names, shared by its components and its action: one group per slot.
export const slotField = (index: number, field: 'template' | 'color' | 'size') => `slot-${index}-${field}`;
export const controlField = (index: number, control: string) => `slot-${index}-control-${control}`;
/** The file input of an image control: sent only without scripts (with them the photo is uploaded at once). */
export const photoField = (index: number, control: string) => `slot-${index}-photo-${control}`;

/** The first colour with a size in stock, and its first size in stock; else the first of each. */
export function defaultVariant(slot: BundleSlotView): { colorId: number | null; sizeId: number | null } {
  const inStock = (colorId: number, sizeId: number) =>
    slot.variants.some((v) => v.colorId === colorId && v.sizeId === sizeId && v.inStock);
  for (const color of slot.colors) {
    const size = slot.sizes.find((candidate) => inStock(color.id, candidate.id));
    if (size) return { colorId: color.id, sizeId: size.id };
  }
  return { colorId: slot.colors[0]?.id ?? null, sizeId: slot.sizes[0]?.id ?? null };
}

export function templatesOf(bundle: BundleView, slot: BundleSlotView): TemplateView[] {
  return slot.templateIds.flatMap((id) => bundle.templates.filter((template) => template.id === id));
}

export function defaultChoices(bundle: BundleView): SlotChoice[] {
  return bundle.slots.map((slot) => ({
    templateId: slot.templateIds[0] ?? null,
    ...defaultVariant(slot),
    controls: {},
  }));
}

/**
 * The shopper's choices as a form sent them, kept to what the bundle offers: a template the slot takes,
 * and the controls of that template; anything else is dropped here, and the API checks the rest.
 */
export function readChoices(form: FormData, bundle: BundleView): SlotChoice[] {
  const number = (value: FormDataEntryValue | null) => {
    const parsed = Number(value);
    return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
  };
  return bundle.slots.map((slot) => {
    const wanted = number(form.get(slotField(slot.index, 'template')));
    const templateId =
      wanted !== null && slot.templateIds.includes(wanted) ? wanted : (slot.templateIds[0] ?? null);
    const template = bundle.templates.find((candidate) => candidate.id === templateId);
    const controls: Record<string, string> = {};
    for (const control of template?.controls ?? []) {
      const value = form.get(controlField(slot.index, control.name));
      if (typeof value === 'string') controls[control.name] = value.slice(0, 500);
    }
    // The colour swatches send the colour's value (#rrggbb), as the shared colour picker does.
    const hex = form.get(slotField(slot.index, 'color'));
    return {
      templateId,
      colorId: slot.colors.find((color) => color.value === hex)?.id ?? null,
      sizeId: number(form.get(slotField(slot.index, 'size'))),
      controls,
    };
  });
}
