import type { ArtworkPlacement } from '@seed/domain/artwork-placement';
import type { PrintArea } from '@seed/domain/design';
import { artworkPrintFit } from '@seed/domain/production';
import sharp from 'sharp';

const PRINT_DENSITY = 300;
// As the studio's renders: a drawing is rasterised no finer than this, whatever the print size.
const MAX_SVG_DENSITY = 2400;

export type RenderedArtwork = { png: Buffer; width: number; height: number } | { dpi: number };

/**
 * A catalogue artwork on its print file: the print area at 300 DPI, transparent, the artwork as large as it
 * fits in the box its artist's placement chooses (@seed/domain/production's artworkPrintFit). Measured on the pixels read, not the stored size, since an image saved before originals
 * were kept has only its large variant; too few pixels answer the DPI they would print at instead.
 */
export async function renderArtworkPrint(
  image: Buffer,
  isSvg: boolean,
  area: PrintArea,
  placement: ArtworkPlacement,
): Promise<RenderedArtwork> {
  const pixels = async (density?: number) => (await sharp(image, { density }).metadata()).autoOrient;
  const natural = await pixels();
  const density = isSvg
    ? Math.min(MAX_SVG_DENSITY, (72 * artworkPrintFit(natural, area, placement).placed.width) / natural.width)
    : undefined;
  const size = isSvg ? await pixels(density) : natural;
  const fit = artworkPrintFit({ width: size.width, height: size.height }, area, placement);
  if (!fit.printable) return { dpi: Math.round(fit.dpi) };
  const placed = await sharp(image, { density })
    .autoOrient()
    .resize(fit.placed.width, fit.placed.height, { fit: 'fill' })
    .png()
    .toBuffer();
  const png = await sharp({
    create: { ...fit.canvas, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: placed, left: fit.placed.left, top: fit.placed.top }])
    .png({ compressionLevel: 6 })
    .withMetadata({ density: PRINT_DENSITY })
    .toBuffer();
  return { png, ...fit.canvas };
}
