export const PRINT_POSITIONS = ['FRONT', 'BACK', 'BOTH', 'POCKET', 'EMBROIDERY'] as const;
export type PrintPosition = (typeof PRINT_POSITIONS)[number];

export const PRINTING_TYPES = ['DTG', 'EMBROIDERY', 'SUBLIMATION_GENERAL', 'SUBLIMATION'] as const;
export type PrintingType = (typeof PRINTING_TYPES)[number];

export const DEFAULT_PRINT_POSITION: PrintPosition = 'FRONT';

const DTG_PREFERENCE: readonly PrintPosition[] = ['FRONT', 'BACK', 'POCKET'];

export function defaultPrintPosition(
  technique: PrintingType | null | undefined,
  available: readonly PrintPosition[],
): PrintPosition {
  if (technique === 'EMBROIDERY') return 'EMBROIDERY';
  if (technique === 'DTG') {
    return DTG_PREFERENCE.find((position) => available.includes(position)) ?? DEFAULT_PRINT_POSITION;
  }
  // Sublimation covers the whole garment, so it is always laid out from the front.
  return DEFAULT_PRINT_POSITION;
}

/** A side (template image) of a blank item; only its print position matters here. */
export type SideRef = { position: string | null };

export type InventoryPrintOptions = {
  technique: PrintingType | null | undefined;
  backPrint: boolean | null | undefined;
  pocketPrint: boolean | null | undefined;
  sides: readonly SideRef[];
};

export function inventoryPrintPositions(options: InventoryPrintOptions): PrintPosition[] {
  if (options.technique === 'EMBROIDERY') {
    // An item without an embroidery side has nowhere to stitch, so it offers no position at all.
    return options.sides.some((side) => side.position === 'EMBROIDERY') ? ['EMBROIDERY'] : [];
  }
  const positions: PrintPosition[] = ['FRONT'];
  if (options.backPrint) positions.push('BACK');
  if (options.pocketPrint) positions.push('POCKET');
  return positions;
}

/** A rendered product image; `type` names the side it shows (FRONT, BACK…). */
export type ProductImageRef = { type: string | null };

export type ProductPrintOptions = {
  backPrint: boolean | null | undefined;
  pocketPrint: boolean | null | undefined;
  images: readonly ProductImageRef[];
};

export function productPrintPositions(options: ProductPrintOptions): PrintPosition[] {
  const hasImage = (type: PrintPosition) => options.images.some((image) => image.type === type);
  const positions: PrintPosition[] = [];
  if (hasImage('FRONT')) positions.push('FRONT');
  if (options.backPrint && hasImage('BACK')) positions.push('BACK');
  if (options.pocketPrint) positions.push('POCKET');
  return positions;
}

// BOTH is never listed by itself: it means printing front and back together, so it is allowed exactly
// when both of those are.
export function isPrintPositionAllowed(
  position: PrintPosition,
  available: readonly PrintPosition[],
): boolean {
  if (position === 'BOTH') return available.includes('FRONT') && available.includes('BACK');
  return available.includes(position);
}
