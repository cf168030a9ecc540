import { type FittedArtwork, fitArtwork, placeOnMockup } from '@seed/media/print-placement';
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
  const fitted = new Map<string, Promise<FittedArtwork>>();
  return async (silhouette: Silhouette, color: string, side: PhotoSide): Promise<Buffer> => {
    const area = PRINT_AREAS[silhouette][side] ?? PRINT_AREAS[silhouette].FRONT!;
    const key = `${area.width}x${area.height}`;
    let art = fitted.get(key);
    if (!art) {
      art = artworkPng().then((png) => fitArtwork(png, area));
      fitted.set(key, art);
    }
    return placeOnMockup(await mockupPng(silhouette, color, side), await art, area);
  };
}
