import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import type { PrintArea } from '@seed/domain/design';
import { fitArtwork, placeOnMockup } from '@seed/media/print-placement';
import { readBestImage, type SavedImage, saveImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { findInventory } from '../inventory/service';
import { renderPrintPng } from '../templates/render';

type Item = NonNullable<Awaited<ReturnType<typeof findInventory>>>;

// Customised bundle items' pictures share one folder, apart from shoppers' uploads.
const BUNDLE_MOCKUP_FOLDER = 'bundles';
const BLANK_SIDE = 800;
const BLANK_AREA = { x: 200, y: 200, width: 400, height: 400 };

async function mockupOf(db: Db, store: MediaStore, mediaId: number) {
  const [row] = await db
    .select({ pathname: media.pathname, foldersName: media.foldersName, width: media.width })
    .from(media)
    .where(eq(media.id, mediaId));
  const bytes = row && (await readBestImage(store, row));
  if (!row || !bytes) return null;
  const { width = row.width ?? 1 } = await sharp(bytes).metadata();
  // The print area is given in the mockup's recorded pixels; the stored picture may be a smaller variant.
  return { bytes, scale: width / (row.width ?? width) };
}

/**
 * The picture of a customised item: its front mockup (else its first side's) in the chosen garment colour
 * (the side's own mockup when that colour has none), with the rendered template
 * laid into the print area, kept in its aspect and centred, as artwork products are made. An item without
 * a mockup gets a plain ground, so the product still shows its design. Stored as webp variants.
 */
export async function renderItemMockup(
  deps: { db: Db; store: MediaStore },
  item: Item,
  colorId: number,
  svg: string,
): Promise<SavedImage> {
  const side = item.media.find((candidate) => candidate.position === 'FRONT') ?? item.media[0];
  const garment = side?.mockups.find((mockup) => mockup.colorId === colorId)?.media ?? side?.media;
  const mockup = garment ? await mockupOf(deps.db, deps.store, garment.id) : null;
  const area = side?.printArea as PrintArea | undefined;
  const base = mockup?.bytes
    ? mockup.bytes
    : await sharp({
        create: { width: BLANK_SIDE, height: BLANK_SIDE, channels: 3, background: '#f3f4f6' },
      })
        .png()
        .toBuffer();
  const scale = mockup?.scale ?? 1;
  const placement =
    mockup && area
      ? {
          x: Math.round(area.x * scale),
          y: Math.round(area.y * scale),
          width: Math.max(1, Math.round(area.width * scale)),
          height: Math.max(1, Math.round(area.height * scale)),
        }
      : BLANK_AREA;
  const design = await renderPrintPng(svg, Math.min(placement.width, placement.height));
  const photo = await placeOnMockup(base, await fitArtwork(design, placement), placement);
  return saveImage(deps.store, photo, { folder: BUNDLE_MOCKUP_FOLDER, originalName: 'bundle-item.jpg' });
}
