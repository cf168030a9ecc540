import { DesignSchema } from '@seed/contract/studio';
import type { Db } from '@seed/db/client';
import {
  type DesignSide,
  fittedImageLayer,
  type Layer,
  type PrintArea,
  sidesOfPosition,
  studioPrintPositions,
} from '@seed/domain/design';
import { DomainError } from '@seed/domain/errors';
import { defaultPrintPosition, type PrintPosition } from '@seed/domain/print-position';
import { findArtworkSummary } from '../artworks/service';
import { findInventory } from '../inventory/service';
import { findStudioSource } from '../products/service';
import { mediaRows } from './design-art';

type Item = NonNullable<Awaited<ReturnType<typeof findInventory>>>;
type Source = NonNullable<Awaited<ReturnType<typeof findStudioSource>>>;

const notFound = (id: number) => new DomainError('NOT_FOUND', `Product ${id} not found`);

/** A technique of the item that prints at `position`, and that position; else the item's default. */
function techniqueFor(item: Item, position: PrintPosition) {
  const sides = { ...item, sides: item.media };
  const fitting = item.printingType.find((type) => studioPrintPositions(type, sides).includes(position));
  const printingType = fitting ?? item.printingType[0];
  if (!printingType) return null;
  const printPosition = fitting
    ? position
    : defaultPrintPosition(printingType, studioPrintPositions(printingType, sides));
  return { printingType, printPosition };
}

// A catalogue product: its artwork on each side it prints, as its photos show it.
async function catalogueDesign(db: Db, item: Item, source: Source) {
  const choice = techniqueFor(item, source.clientPrintPosition);
  if (!choice) return null;
  const artwork = source.artworkId === null ? null : await findArtworkSummary(db, source.artworkId);
  const [picture] = await mediaRows(db, artwork?.media ? [artwork.media.id] : []);
  const sides: Partial<Record<DesignSide, Layer[]>> = {};
  const size = picture?.width && picture.height ? { width: picture.width, height: picture.height } : null;
  if (picture && size) {
    for (const side of sidesOfPosition(choice.printPosition)) {
      const area = item.media.find((s) => s.position === side)?.printArea as PrintArea | undefined;
      if (area) sides[side] = [fittedImageLayer(picture.id, size, area, item.maxDiagonal)];
    }
  }
  const colorId =
    source.colorId ??
    item.colorsToSizes.find((variant) => variant.color.value === source.printingAreaColor)?.colorId ??
    null;
  return { ...choice, colorId, colorsToSizesId: null, sides };
}

// A shopper's own product: the design it was made from, as stored.
function ownDesign(item: Item, source: Source) {
  const { printFiles: _files, ...stored } = (source.design ?? {}) as Record<string, unknown>;
  const parsed = DesignSchema.safeParse(stored);
  if (!parsed.success) return null;
  const { inventoryId: _item, ...design } = parsed.data;
  const variant = item.colorsToSizes.find((v) => v.id === design.colorsToSizesId);
  return { ...design, colorId: variant?.colorId ?? null };
}

/**
 * Where the studio starts when opened on product `id`: its blank item, technique, position, colour and
 * layers, and the pictures the layers show (with their pixel size, for the print-quality check). Only a
 * listed product or the caller's own; anything else is 404.
 */
export async function studioStart(db: Db, id: number, userId: number | null) {
  const source = await findStudioSource(db, id, userId);
  if (!source) throw notFound(id);
  const item = await findInventory(db, source.inventoryId);
  if (!item) throw notFound(id);
  const own = userId !== null && source.ownerUserId === userId;
  const design = own ? ownDesign(item, source) : await catalogueDesign(db, item, source);
  if (!design) throw notFound(id);
  const layers = Object.values(design.sides).flat();
  const imageIds = layers.flatMap((layer) => (layer.kind === 'image' ? [layer.mediaId] : []));
  const pictures = await mediaRows(db, [...new Set(imageIds)]);
  return {
    productId: source.id,
    inventoryId: item.id,
    ...design,
    pictures: pictures.map((row) => ({ ...row, ownUpload: userId !== null && row.ownerUserId === userId })),
  };
}
