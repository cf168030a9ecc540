import { type Layer, PRINT_DPI, type PrintArea, printAreaPixels } from '@seed/domain/design';
import { svgDensity } from '@seed/media/svg';
import sharp, { type OverlayOptions } from 'sharp';
import type { TextRaster } from './render-text';

/** A picture a layer shows, read at its best resolution. */
export type Picture = { data: Buffer; isSvg: boolean; width: number; height: number };

/** What the layers of one side point at, already loaded and checked. */
export type SideArt = {
  pictures: (layer: Layer) => Picture | undefined;
  texts: Map<Layer, TextRaster>;
};

type Raster = { data: Buffer; width: number; height: number };
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

async function pictureRaster(picture: Picture, width: number, height: number): Promise<Raster> {
  const density = picture.isSvg
    ? svgDensity(picture.width, picture.height, Math.max(width, height))
    : undefined;
  // The first frame of a GIF: sharp reads page 0 unless asked for more.
  const { data, info } = await sharp(picture.data, { density, limitInputPixels: false })
    .autoOrient()
    .ensureAlpha()
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function layerRaster(layer: Layer, art: SideArt, areaPixels: { width: number }): Promise<Raster> {
  if (layer.kind === 'text') {
    const text = art.texts.get(layer);
    if (!text) throw new Error('A text layer was not rendered');
    return text;
  }
  const picture = art.pictures(layer);
  if (!picture) throw new Error(`A ${layer.kind} layer has no picture`);
  const width = Math.max(1, Math.round(layer.width * areaPixels.width));
  const aspect = layer.kind === 'icon' ? 1 : layer.aspect;
  return pictureRaster(picture, width, Math.max(1, Math.round(width * aspect)));
}

async function rotated(raster: Raster, degrees: number): Promise<Raster> {
  if (degrees % 360 === 0) return raster;
  const { data, info } = await sharp(raster.data, {
    raw: { width: raster.width, height: raster.height, channels: 4 },
  })
    .rotate(degrees, { background: TRANSPARENT })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

// sharp refuses overlays that stick out of the canvas; a layer on the edge keeps only its visible part.
async function placed(raster: Raster, left: number, top: number, canvas: { width: number; height: number }) {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(canvas.width, left + raster.width);
  const y1 = Math.min(canvas.height, top + raster.height);
  if (x1 <= x0 || y1 <= y0) return null;
  const raw = { width: raster.width, height: raster.height, channels: 4 as const };
  const inside = x0 === left && y0 === top && x1 - x0 === raster.width && y1 - y0 === raster.height;
  const data = inside
    ? raster.data
    : await sharp(raster.data, { raw })
        .extract({ left: x0 - left, top: y0 - top, width: x1 - x0, height: y1 - y0 })
        .raw()
        .toBuffer();
  const overlay: OverlayOptions = {
    input: data,
    raw: { width: x1 - x0, height: y1 - y0, channels: 4 },
    left: x0,
    top: y0,
  };
  return overlay;
}

/**
 * One side's print file: a transparent PNG at 300 DPI, the print area's physical size, the layers drawn
 * in order at their place, size and rotation.
 */
export async function renderPrintFile(area: PrintArea, layers: readonly Layer[], art: SideArt) {
  const canvas = printAreaPixels(area);
  const overlays: OverlayOptions[] = [];
  for (const layer of layers) {
    const raster = await rotated(await layerRaster(layer, art, canvas), layer.rotation);
    const cx = layer.x * canvas.width;
    const cy = layer.y * canvas.height;
    const overlay = await placed(
      raster,
      Math.round(cx - raster.width / 2),
      Math.round(cy - raster.height / 2),
      canvas,
    );
    if (overlay) overlays.push(overlay);
  }
  const png = await sharp({ create: { ...canvas, channels: 4, background: TRANSPARENT } })
    .composite(overlays)
    .withMetadata({ density: PRINT_DPI })
    // Print files are mostly empty; a fast level keeps a full-size side within the render budget.
    .png({ compressionLevel: 3 })
    .toBuffer();
  return { png, width: canvas.width, height: canvas.height };
}
