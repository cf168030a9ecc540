import {
  type Design,
  DPI_WARN_BELOW,
  type PrintArea,
  printAreaSizeCm,
  sidesOfPosition,
  studioPrintPositions,
} from './design';
import { defaultPrintPosition, type PrintingType } from './print-position';

export type ProposalItem = {
  id: number;
  printingType: readonly PrintingType[];
  backPrint: boolean;
  pocketPrint: boolean;
  maxDiagonal: number;
  sides: readonly { position: string | null; printArea: PrintArea }[];
};

export type ProposalImage = { mediaId: number; width: number; height: number };

const CM_PER_INCH = 2.54;
// A little room from every limit, so rounding never puts the picture on the edge of one.
const MARGIN = 0.95;

/**
 * The design of a designer's simple proposal: one finished picture, centred on the item's default side,
 * as large as the print area, the item's largest design and a sharp print (DPI_WARN_BELOW) all allow.
 * Printed, not embroidered, when the item offers both. Null when the item has no side to print on.
 */
export function centredImageDesign(
  item: ProposalItem,
  colorsToSizesId: number,
  image: ProposalImage,
): Design | null {
  const printingType = item.printingType.find((type) => type !== 'EMBROIDERY') ?? item.printingType[0];
  if (!printingType || image.width <= 0 || image.height <= 0) return null;
  const positions = studioPrintPositions(printingType, item);
  const preferred = defaultPrintPosition(printingType, positions);
  const printPosition = positions.includes(preferred) ? preferred : positions.find((p) => p !== 'BOTH');
  if (!printPosition) return null;
  const side = sidesOfPosition(printPosition)[0]!;
  const area = item.sides.find((candidate) => candidate.position === side)?.printArea;
  if (!area) return null;
  const size = printAreaSizeCm(area);
  const aspect = image.height / image.width;
  const widthCm =
    MARGIN *
    Math.min(
      size.width,
      size.height / aspect,
      item.maxDiagonal / Math.hypot(1, aspect),
      (image.width / DPI_WARN_BELOW) * CM_PER_INCH,
    );
  const layer = {
    kind: 'image' as const,
    mediaId: image.mediaId,
    x: 0.5,
    y: 0.5,
    width: widthCm / size.width,
    aspect,
    rotation: 0,
  };
  return { inventoryId: item.id, printingType, printPosition, colorsToSizesId, sides: { [side]: [layer] } };
}
