import { type ArtworkPlacement, CENTRED, placedBox } from './artwork-placement';
import {
  type DesignSide,
  DPI_BLOCK_BELOW,
  effectiveDpi,
  type PrintArea,
  printAreaPixels,
  printAreaSizeCm,
} from './design';
import type { OrderStatus } from './order-status';
import type { PrintingType } from './print-position';

/** Why a line's print file cannot be made: the queue flags the line with it instead of skipping it. */
export const PRINT_FILE_PROBLEMS = [
  'MISSING_ORIGINAL',
  'RESOLUTION_TOO_LOW',
  'NO_PRINT_AREA',
  'NO_DESIGN',
  'MISSING_PRINT_FILE',
  'RENDER_FAILED',
] as const;
export type PrintFileProblem = (typeof PRINT_FILE_PROBLEMS)[number];

/** Orders whose lines wait for the printer: paid, or already partly printed. */
export const PRODUCTION_STATUSES = ['PAID', 'IN_PRODUCTION'] as const satisfies readonly OrderStatus[];

/** The first line printed starts the order's production; later prints leave its status alone. */
export const startsProduction = (status: OrderStatus) => status === 'PAID';

/** An order is ready to ship once every one of its lines is printed. */
export const isReadyToShip = (lines: readonly { printed: boolean }[]) =>
  lines.length > 0 && lines.every((line) => line.printed);

/** A studio design names its technique; any other product is printed the way its blank item is. */
export function lineTechnique(
  designTechnique: PrintingType | null,
  itemTechniques: readonly PrintingType[],
): PrintingType {
  return designTechnique ?? itemTechniques[0] ?? 'DTG';
}

type Size = { width: number; height: number };

export type ArtworkFit = {
  /** The print file: the print area at 300 DPI. */
  canvas: Size;
  /** The artwork scaled to fit inside its placement's box, keeping its aspect, and where it sits. */
  placed: Size & { left: number; top: number };
  /** The artwork's own pixels per inch at that size. */
  dpi: number;
  printable: boolean;
};

/**
 * How a catalogue artwork is placed on its print file: in the box of the print area its artist's placement
 * chooses (centred and filling the area when they chose none), as large as that box allows and centred in it,
 * as the product's mockups show it. Under DPI_BLOCK_BELOW the print would come out blurred: the studio
 * refuses such an image, and production flags the line rather than print it.
 */
export function artworkPrintFit(
  artwork: Size,
  area: PrintArea,
  placement: ArtworkPlacement = CENTRED,
): ArtworkFit {
  const canvas = printAreaPixels(area);
  const box = placedBox({ x: 0, y: 0, ...canvas }, placement);
  const scale = Math.min(box.width / artwork.width, box.height / artwork.height);
  const width = Math.max(1, Math.min(box.width, Math.round(artwork.width * scale)));
  const height = Math.max(1, Math.min(box.height, Math.round(artwork.height * scale)));
  const placedWidthCm = (printAreaSizeCm(area).width * width) / canvas.width;
  const dpi = effectiveDpi(artwork.width, placedWidthCm);
  return {
    canvas,
    placed: {
      width,
      height,
      left: box.x + Math.floor((box.width - width) / 2),
      top: box.y + Math.floor((box.height - height) / 2),
    },
    dpi,
    printable: dpi >= DPI_BLOCK_BELOW,
  };
}

type Queued = { id: number; orderId: number; placedAt: Date; technique: PrintingType; inventoryId: number };

export type QueueGroup<T extends Queued> = { technique: PrintingType; inventoryId: number; lines: T[] };

/**
 * The printer's batches: lines of one technique on one blank item go through the machine together. Oldest
 * order first inside a group, and the group holding the oldest line first, so nothing waits behind newer work.
 */
export function groupQueue<T extends Queued>(lines: readonly T[]): QueueGroup<T>[] {
  const sorted = [...lines].sort(
    (a, b) => a.placedAt.getTime() - b.placedAt.getTime() || a.orderId - b.orderId || a.id - b.id,
  );
  const groups = new Map<string, QueueGroup<T>>();
  for (const line of sorted) {
    const key = `${line.technique}:${line.inventoryId}`;
    const group = groups.get(key) ?? { technique: line.technique, inventoryId: line.inventoryId, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A print file's name in a batch's ZIP: sortable by order, telling the printer how many to print. */
export function printFileName(line: { orderId: number; id: number; count: number }, side: DesignSide) {
  return `order-${line.orderId}-line-${line.id}-${side.toLowerCase()}-x${line.count}.png`;
}
