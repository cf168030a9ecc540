import {
  inventoryPrintPositions,
  type PrintingType,
  type PrintPosition,
  type SideRef,
} from './print-position';

// The studio's design document and the rules both the studio (live feedback) and the API (the final word)
// apply to it. Layer coordinates are fractions of the side's print area: x, y the layer's centre (0..1),
// width a fraction of the print area's width, rotation in degrees clockwise; stacking order = array order.

export const DESIGN_SIDES = ['FRONT', 'BACK', 'POCKET', 'EMBROIDERY'] as const;
export type DesignSide = (typeof DESIGN_SIDES)[number];

type Placement = { x: number; y: number; rotation: number };

export type ImageLayer = Placement & { kind: 'image'; mediaId: number; width: number; aspect: number };
export type TextLayer = Placement & {
  kind: 'text';
  text: string;
  fontFamily: string;
  /** Points, between the item's minFontSize and maxFontSize. */
  fontSize: number;
  /** A colour of type TEXT. */
  colorId: number;
  direction: 'rtl' | 'ltr';
};
/** Embroidery icons are square. */
export type IconLayer = Placement & { kind: 'icon'; embroideryIconId: number; width: number };
export type GifLayer = Placement & {
  kind: 'gif';
  gifId: string;
  previewUrl: string;
  width: number;
  aspect: number;
};
export type Layer = ImageLayer | TextLayer | IconLayer | GifLayer;

export type Design = {
  inventoryId: number;
  printingType: PrintingType;
  printPosition: PrintPosition;
  colorsToSizesId: number;
  sides: Partial<Record<DesignSide, Layer[]>>;
};

/** A side's print area: mockup pixels, and its physical width; the height follows the area's aspect. */
export type PrintArea = { x: number; y: number; width: number; height: number; widthCm: number };

export const DPI_WARN_BELOW = 150;
export const DPI_BLOCK_BELOW = 75;
export const PRINT_DPI = 300;
/**
 * Embroidery thread cannot sew letters much under 4 mm high; capitals are about 0.7 of the font size, so
 * text under 16 pt (5.6 mm em) comes out as blobs. A warning, not a block: short marks can still work.
 */
export const EMBROIDERY_MIN_TEXT_PT = 16;
/** What one text layer may hold: the contract refuses more, and the studio's text box stops there. */
export const TEXT_LAYER_LIMITS = { maxChars: 120, maxLines: 6 } as const;
const CM_PER_INCH = 2.54;
const PT_PER_INCH = 72;
// Rounding in the browser's drag maths must not refuse a layer that sits exactly on the edge.
const EDGE_TOLERANCE_CM = 0.05;

/** The sides a print position prints on. */
export function sidesOfPosition(position: PrintPosition): DesignSide[] {
  return position === 'BOTH' ? ['FRONT', 'BACK'] : [position];
}

type StudioItem = { backPrint: boolean; pocketPrint: boolean; sides: readonly SideRef[] };

/**
 * Positions the studio offers for a technique (spec §4): embroidery → EMBROIDERY only; otherwise FRONT,
 * BACK if backPrint, POCKET if pocketPrint, and BOTH when front and back are both there. A position needs
 * a side (mockup and print area) to design on.
 */
export function studioPrintPositions(technique: PrintingType, item: StudioItem): PrintPosition[] {
  const hasSide = (side: DesignSide) => item.sides.some((ref) => ref.position === side);
  const positions = inventoryPrintPositions({ technique, ...item }).filter((position) =>
    sidesOfPosition(position).every(hasSide),
  );
  if (positions.includes('FRONT') && positions.includes('BACK')) positions.push('BOTH');
  return positions;
}

/** Extra price per technique, in KWD fils, on top of the blank item's price. */
export const TECHNIQUE_SURCHARGE_FILS: Record<PrintingType, number> = {
  DTG: 0,
  EMBROIDERY: 1500,
  SUBLIMATION_GENERAL: 1000,
  SUBLIMATION: 1000,
};
/** Printing the back as well as the front is a second print run. */
export const BOTH_SIDES_SURCHARGE_FILS = 1500;

type PriceInput = { inventoryPrice: number; printingType: PrintingType; printPosition: PrintPosition };

/** The stored price of a studio product, in fils; the cart adds the variant's surcharge to it. */
export function designProductPrice(input: PriceInput): number {
  const both = input.printPosition === 'BOTH' ? BOTH_SIDES_SURCHARGE_FILS : 0;
  return input.inventoryPrice + TECHNIQUE_SURCHARGE_FILS[input.printingType] + both;
}

/** The price of one unit as the cart will charge it, in fils: the live price the studio shows. */
export function designUnitPrice(input: PriceInput & { variantSurcharge: number }): number {
  return designProductPrice(input) + input.variantSurcharge;
}

export type SizeCm = { width: number; height: number };

export function printAreaSizeCm(area: PrintArea): SizeCm {
  return { width: area.widthCm, height: (area.widthCm * area.height) / area.width };
}

/** The print file's size in pixels at 300 DPI. */
export function printAreaPixels(area: PrintArea): SizeCm {
  const size = printAreaSizeCm(area);
  const toPixels = (cm: number) => Math.round((cm / CM_PER_INCH) * PRINT_DPI);
  return { width: toPixels(size.width), height: toPixels(size.height) };
}

export function pointsToCm(points: number): number {
  return (points / PT_PER_INCH) * CM_PER_INCH;
}

/** A text layer's measured size; the browser measures with canvas, the server with the renderer. */
export type MeasureText = (layer: TextLayer) => SizeCm;

/** A layer's box in centimetres on the print area, before rotation; cx, cy its centre. */
export type LayerBox = { cx: number; cy: number; width: number; height: number; rotation: number };

export function layerBoxCm(layer: Layer, area: PrintArea, measureText: MeasureText): LayerBox {
  const size = printAreaSizeCm(area);
  const centre = { cx: layer.x * size.width, cy: layer.y * size.height, rotation: layer.rotation };
  if (layer.kind === 'text') return { ...centre, ...measureText(layer) };
  const width = layer.width * size.width;
  const aspect = layer.kind === 'icon' ? 1 : layer.aspect;
  return { ...centre, width, height: width * aspect };
}

type Bounds = { left: number; top: number; right: number; bottom: number };

/** The axis-aligned bounds of a rotated box. */
export function boxBounds(box: LayerBox): Bounds {
  const radians = (box.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const halfWidth = (box.width * cos + box.height * sin) / 2;
  const halfHeight = (box.width * sin + box.height * cos) / 2;
  return {
    left: box.cx - halfWidth,
    top: box.cy - halfHeight,
    right: box.cx + halfWidth,
    bottom: box.cy + halfHeight,
  };
}

export function isInsidePrintArea(box: LayerBox, area: PrintArea): boolean {
  const size = printAreaSizeCm(area);
  const bounds = boxBounds(box);
  return (
    bounds.left >= -EDGE_TOLERANCE_CM &&
    bounds.top >= -EDGE_TOLERANCE_CM &&
    bounds.right <= size.width + EDGE_TOLERANCE_CM &&
    bounds.bottom <= size.height + EDGE_TOLERANCE_CM
  );
}

/** The diagonal of everything on a side (the union of the layers' rotated bounds), in cm. */
export function designDiagonalCm(boxes: readonly LayerBox[]): number {
  if (boxes.length === 0) return 0;
  const all = boxes.map(boxBounds);
  const width = Math.max(...all.map((b) => b.right)) - Math.min(...all.map((b) => b.left));
  const height = Math.max(...all.map((b) => b.bottom)) - Math.min(...all.map((b) => b.top));
  return Math.hypot(width, height);
}

/** Effective resolution of an image of `pixelWidth` pixels printed `widthCm` wide. */
export function effectiveDpi(pixelWidth: number, widthCm: number): number {
  return pixelWidth / (widthCm / CM_PER_INCH);
}

export type Severity = 'warn' | 'block';

export function dpiSeverity(dpi: number): Severity | null {
  if (dpi < DPI_BLOCK_BELOW) return 'block';
  if (dpi < DPI_WARN_BELOW) return 'warn';
  return null;
}

export type DesignIssueCode =
  | 'outsidePrintArea'
  | 'layerTooSmall'
  | 'designTooLarge'
  | 'lowResolution'
  | 'resolutionTooLow'
  | 'fontSizeOutOfRange'
  | 'embroideryTextTooThin';

/** `layer` is the index in the side's layers; absent for a rule about the whole side. */
export type DesignIssue = { side: DesignSide; layer?: number; code: DesignIssueCode; severity: Severity };

export type SideLimits = {
  area: PrintArea;
  printingType: PrintingType;
  minDiagonal: number;
  maxDiagonal: number;
  minFontSize: number;
  maxFontSize: number;
};

/**
 * Everything wrong with one side's layers. Pictures (image, GIF, icon) may not be scaled below the item's
 * minDiagonal each; the whole side's design may not exceed maxDiagonal. Text is bounded by font sizes
 * instead, so a short word is never "too small". `imageWidth(mediaId)` gives an upload's pixel width.
 */
export function checkSide(
  side: DesignSide,
  layers: readonly Layer[],
  limits: SideLimits,
  measureText: MeasureText,
  imageWidth: (mediaId: number) => number | undefined,
): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const boxes = layers.map((layer) => layerBoxCm(layer, limits.area, measureText));
  layers.forEach((layer, index) => {
    const box = boxes[index] as LayerBox;
    const add = (code: DesignIssueCode, severity: Severity) =>
      issues.push({ side, layer: index, code, severity });
    if (!isInsidePrintArea(box, limits.area)) add('outsidePrintArea', 'block');
    if (layer.kind === 'text') {
      if (layer.fontSize < limits.minFontSize || layer.fontSize > limits.maxFontSize) {
        add('fontSizeOutOfRange', 'block');
      }
      if (limits.printingType === 'EMBROIDERY' && layer.fontSize < EMBROIDERY_MIN_TEXT_PT) {
        add('embroideryTextTooThin', 'warn');
      }
      return;
    }
    if (Math.hypot(box.width, box.height) < limits.minDiagonal) add('layerTooSmall', 'block');
    const pixels = layer.kind === 'image' ? imageWidth(layer.mediaId) : undefined;
    const severity = pixels === undefined ? null : dpiSeverity(effectiveDpi(pixels, box.width));
    if (severity) add(severity === 'block' ? 'resolutionTooLow' : 'lowResolution', severity);
  });
  if (designDiagonalCm(boxes) > limits.maxDiagonal) {
    issues.push({ side, code: 'designTooLarge', severity: 'block' });
  }
  return issues;
}

/**
 * Sides of the position that have nothing on them (`empty`) and sides with layers the position does not
 * print (`unused`); a design to print needs neither.
 */
export function sideCoverage(design: Pick<Design, 'printPosition' | 'sides'>) {
  const wanted = sidesOfPosition(design.printPosition);
  const hasLayers = (side: DesignSide) => (design.sides[side]?.length ?? 0) > 0;
  return {
    empty: wanted.filter((side) => !hasLayers(side)),
    unused: DESIGN_SIDES.filter((side) => !wanted.includes(side) && hasLayers(side)),
  };
}

/**
 * An artwork as a catalogue product shows it, as an image layer: centred and as large as fits the print
 * area keeping its aspect (how product photos are composed), but never over the item's largest design nor
 * wider than its pixels print at the lowest resolution allowed, so the shopper starts from a design the
 * server accepts.
 */
export function fittedImageLayer(
  mediaId: number,
  picture: { width: number; height: number },
  area: PrintArea,
  maxDiagonalCm: number,
): ImageLayer {
  const size = printAreaSizeCm(area);
  const aspect = picture.height / picture.width;
  const fitsCm = Math.min(size.width, size.height / aspect);
  // A hair under the limit, so rounding on either side never tips it over.
  const largestCm = (maxDiagonalCm * 0.999) / Math.hypot(1, aspect);
  const sharpCm = (picture.width / DPI_BLOCK_BELOW) * CM_PER_INCH * 0.999;
  return {
    kind: 'image',
    mediaId,
    x: 0.5,
    y: 0.5,
    rotation: 0,
    width: Math.min(fitsCm, largestCm, sharpCm) / size.width,
    aspect,
  };
}
