import { dpiSeverity, effectiveDpi, PRINT_DPI, type Severity } from './design';

// A template is drawn on a 600-unit square and printed 25.4 cm (10 inches) wide: 3000 pixels at 300 DPI.
export const TEMPLATE_UNITS = 600;
const TEMPLATE_PRINT_WIDTH_CM = 25.4;
const CM_PER_INCH = 2.54;

/**
 * Where a template draws an image control, in template units. `slice` covers the box (the image's
 * overflow is cut off), `meet` fits inside it, as SVG's preserveAspectRatio says.
 */
export type ImageSlot = { width: number; height: number; fit: 'meet' | 'slice' };

type PixelSize = { width: number; height: number };

const unitsToCm = (units: number) => (units / TEMPLATE_UNITS) * TEMPLATE_PRINT_WIDTH_CM;

/**
 * The resolution an image of `pixels` prints at in the slot: the image is scaled by one factor, so its
 * printed width decides, and that width is the slot's (cover or fit) scale applied to the image.
 */
export function templateImageDpi(pixels: PixelSize, slot: ImageSlot): number {
  const across = unitsToCm(slot.width) / pixels.width;
  const down = unitsToCm(slot.height) / pixels.height;
  const cmPerPixel = slot.fit === 'slice' ? Math.max(across, down) : Math.min(across, down);
  return effectiveDpi(pixels.width, pixels.width * cmPerPixel);
}

/** As the studio: under 150 DPI a warning, under 75 the item cannot be ordered. */
export function templateImageSeverity(pixels: PixelSize, slot: ImageSlot): Severity | null {
  return dpiSeverity(templateImageDpi(pixels, slot));
}

/** The slot's size in print pixels (300 DPI): more pixels than this never reach the print. */
export function slotPrintPixels(slot: Pick<ImageSlot, 'width' | 'height'>): PixelSize {
  const toPixels = (units: number) => Math.max(1, Math.ceil((unitsToCm(units) / CM_PER_INCH) * PRINT_DPI));
  return { width: toPixels(slot.width), height: toPixels(slot.height) };
}
