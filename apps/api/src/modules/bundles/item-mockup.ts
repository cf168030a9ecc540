import type { Db } from '@seed/db/client';
import { fitArtwork, placeOnMockup } from '@seed/media/print-placement';
import { type SavedImage, saveImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import sharp from 'sharp';
import { garmentCanvas } from '../inventory/garment-canvas';
import type { findInventory } from '../inventory/service';
import { renderPrintPng } from '../templates/render';

type Item = NonNullable<Awaited<ReturnType<typeof findInventory>>>;

// Customised bundle items' pictures share one folder, apart from shoppers' uploads.
const BUNDLE_MOCKUP_FOLDER = 'bundles';
const BLANK_SIDE = 800;
const BLANK_AREA = { x: 200, y: 200, width: 400, height: 400 };

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
  const canvas = side ? await garmentCanvas(deps, side, colorId) : null;
  const base =
    canvas?.base ??
    (await sharp({
      create: { width: BLANK_SIDE, height: BLANK_SIDE, channels: 3, background: '#f3f4f6' },
    })
      .png()
      .toBuffer());
  const placement = canvas?.area ?? BLANK_AREA;
  const design = await renderPrintPng(svg, Math.min(placement.width, placement.height));
  const photo = await placeOnMockup(base, await fitArtwork(design, placement), placement);
  return saveImage(deps.store, photo, { folder: BUNDLE_MOCKUP_FOLDER, originalName: 'bundle-item.jpg' });
}
