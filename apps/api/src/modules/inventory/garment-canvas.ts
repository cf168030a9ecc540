import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import type { PrintArea } from '@seed/domain/design';
import type { PlacementArea } from '@seed/media/print-placement';
import { readBestImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { findInventory } from './service';

type Side = NonNullable<Awaited<ReturnType<typeof findInventory>>>['media'][number];

/** A garment picture to draw on, and where on it (in its own pixels) the print goes. */
export type GarmentCanvas = { base: Buffer; area: PlacementArea };

/**
 * The side's mockup in the garment colour (the side's own picture when that colour has none) with its print
 * area in the stored picture's pixels, or null when the side has no picture the store holds. Print areas
 * are given in the mockup's recorded pixels; the stored picture may be a smaller variant.
 */
export async function garmentCanvas(
  deps: { db: Db; store: MediaStore },
  side: Side,
  colorId: number,
): Promise<GarmentCanvas | null> {
  const garment = side.mockups.find((mockup) => mockup.colorId === colorId)?.media ?? side.media;
  if (!garment) return null;
  const [row] = await deps.db
    .select({ pathname: media.pathname, foldersName: media.foldersName, width: media.width })
    .from(media)
    .where(eq(media.id, garment.id));
  const bytes = row && (await readBestImage(deps.store, row));
  if (!row || !bytes) return null;
  const { width = row.width ?? 1 } = await sharp(bytes).metadata();
  const scale = width / (row.width ?? width);
  const { x, y, width: areaWidth, height } = side.printArea as PrintArea;
  return {
    base: bytes,
    area: {
      x: Math.round(x * scale),
      y: Math.round(y * scale),
      width: Math.max(1, Math.round(areaWidth * scale)),
      height: Math.max(1, Math.round(height * scale)),
    },
  };
}
