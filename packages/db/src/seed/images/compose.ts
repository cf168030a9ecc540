import sharp from 'sharp';
import type { Silhouette } from '../data/garments';
import { garmentSvg, PRINT_AREAS } from './garment';

export type PhotoSide = 'FRONT' | 'BACK';

const mockups = new Map<string, Promise<Buffer>>();

// Each garment mockup is rendered once per colour and side, then shared by the blank item's own pictures and
// every product photo on it. Fast PNG: it is only ever decoded again in this process.
export function mockupPng(silhouette: Silhouette, color: string, side: PhotoSide): Promise<Buffer> {
  const key = `${silhouette}:${color}:${side}`;
  let png = mockups.get(key);
  if (!png) {
    png = sharp(Buffer.from(garmentSvg(silhouette, side, color)))
      .png({ compressionLevel: 1 })
      .toBuffer();
    mockups.set(key, png);
  }
  return png;
}

// Product photos of one artwork: the artwork fitted inside the print area of a garment in the product's
// colour. The artwork is asked for only when a photo is made; resized copies are kept per print-area size,
// since several items share one.
export function createComposer(artworkPng: () => Promise<Buffer>) {
  const fitted = new Map<string, Promise<{ data: Buffer; info: sharp.OutputInfo }>>();
  return async (silhouette: Silhouette, color: string, side: PhotoSide): Promise<Buffer> => {
    const area = PRINT_AREAS[silhouette][side] ?? PRINT_AREAS[silhouette].FRONT!;
    const key = `${area.width}x${area.height}`;
    let art = fitted.get(key);
    if (!art) {
      art = artworkPng().then((png) =>
        sharp(png)
          .resize(area.width, area.height, { fit: 'inside' })
          .png({ compressionLevel: 0 })
          .toBuffer({ resolveWithObject: true }),
      );
      fitted.set(key, art);
    }
    const { data, info } = await art;
    const left = area.x + Math.floor((area.width - info.width) / 2);
    const top = area.y + Math.floor((area.height - info.height) / 2);
    // JPEG costs the least to write and for saveImage to read back (measured against PNG levels 0 and 1).
    return sharp(await mockupPng(silhouette, color, side))
      .composite([{ input: data, left, top }])
      .jpeg({ quality: 90 })
      .toBuffer();
  };
}
