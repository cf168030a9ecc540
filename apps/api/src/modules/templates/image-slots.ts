import { type ImageSlot, TEMPLATE_UNITS } from '@seed/domain/template-image';
import { IMAGE_SLOT_HREF } from './sanitize';

// Sanitised markup writes every element as <name attr="value" …>; image slots are read from that form.
const IMAGE_ELEMENT = /<image\b([^>]*?)\/?>(?:<\/image>)?/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

const attributesOf = (text: string) =>
  Object.fromEntries([...text.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value ?? '']));

// A length in template units; a percentage is of the 600-unit drawing, a missing one spans all of it.
function units(value: string | undefined): number {
  if (value === undefined) return TEMPLATE_UNITS;
  const number = Number.parseFloat(value);
  if (!Number.isFinite(number) || number <= 0) return TEMPLATE_UNITS;
  return value.trim().endsWith('%') ? (number / 100) * TEMPLATE_UNITS : number;
}

/**
 * Each image control's slot in sanitised markup (its first <image>), by control name. Transforms are not
 * followed: a slot is measured by its own width and height.
 */
export function imageSlotsOf(markup: string): Map<string, ImageSlot> {
  const slots = new Map<string, ImageSlot>();
  for (const [, attributes = ''] of markup.matchAll(IMAGE_ELEMENT)) {
    const { href = '', width, height, preserveAspectRatio = '' } = attributesOf(attributes);
    const name = IMAGE_SLOT_HREF.exec(href)?.[1];
    if (!name || slots.has(name)) continue;
    const fit = preserveAspectRatio.includes('slice') ? 'slice' : 'meet';
    slots.set(name, { width: units(width), height: units(height), fit });
  }
  return slots;
}

/**
 * The markup with each image slot pointing at its picture (a data: URL, so nothing loads from elsewhere);
 * a slot without a picture is left out, so no placeholder can be filled with anything but a picture.
 */
export function fillImageSlots(markup: string, pictures: ReadonlyMap<string, string>): string {
  return markup.replace(IMAGE_ELEMENT, (element, attributes: string) => {
    const name = IMAGE_SLOT_HREF.exec(attributesOf(attributes).href ?? '')?.[1];
    const picture = name === undefined ? undefined : pictures.get(name);
    if (picture === undefined) return '';
    return element.replace(/href="[^"]*"/, () => `href="${picture}"`);
  });
}
