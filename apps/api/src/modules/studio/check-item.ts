import type { Db } from '@seed/db/client';
import { type Design, type PrintArea, sideCoverage, studioPrintPositions } from '@seed/domain/design';
import { DomainError } from '@seed/domain/errors';
import { findInventory } from '../inventory/service';

export type StudioItem = NonNullable<Awaited<ReturnType<typeof findInventory>>>;

const invalid = (message: string, reason: string, details?: Record<string, string>) =>
  new DomainError('INVALID_DATA', message, { reason, details });

/**
 * The blank item the design is for, checked against what the design claims: its technique, print
 * position, colour and size in stock, and layers on exactly the position's sides.
 */
export async function loadItemFor(db: Db, design: Design) {
  const item = await findInventory(db, design.inventoryId);
  if (!item) throw new DomainError('NOT_FOUND', `Inventory ${design.inventoryId} not found`);
  if (!item.printingType.includes(design.printingType)) {
    throw invalid(`This item is not printed with ${design.printingType}`, 'TECHNIQUE_NOT_OFFERED');
  }
  const positions = studioPrintPositions(design.printingType, { ...item, sides: item.media });
  if (!positions.includes(design.printPosition)) {
    throw invalid(
      `${design.printingType} on this item prints at ${positions.join(', ') || 'no position'}, not ${design.printPosition}`,
      'PRINT_POSITION_NOT_OFFERED',
    );
  }
  const variant = item.colorsToSizes.find((v) => v.id === design.colorsToSizesId);
  if (!variant) throw invalid('This colour and size is not offered for this item', 'VARIANT_NOT_OFFERED');
  if (variant.count <= 0) throw new DomainError('OUT_OF_STOCK', 'This colour and size is sold out');
  const { empty, unused } = sideCoverage(design);
  if (empty.length > 0) {
    throw invalid(`Add something to the ${empty.join(' and ')} side first`, 'SIDE_EMPTY', {
      side: empty.join(', '),
    });
  }
  if (unused.length > 0) {
    throw invalid(
      `${design.printPosition} does not print the ${unused.join(' and ')} side; remove its layers`,
      'SIDE_NOT_PRINTED',
      { side: unused.join(', ') },
    );
  }
  return { item, variant };
}

/** The item's side for a design side: its print area and mockup. */
export function sideOf(item: StudioItem, side: string) {
  const found = item.media.find((s) => s.position === side);
  if (!found) throw invalid(`This item has no ${side} side`, 'SIDE_NOT_PRINTED', { side });
  return { ...found, printArea: found.printArea as PrintArea };
}
