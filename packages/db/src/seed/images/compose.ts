import sharp from 'sharp';
import type { BlankItem } from '../data/garments';
import { garmentSvg, PRINT_AREAS } from './garment';

const mockupCache = new Map<string, Promise<Buffer>>();

// Each garment mockup is rendered once per colour and side, then reused for every product on it.
function mockup(item: BlankItem, colorKey: string, color: string, side: 'FRONT' | 'BACK'): Promise<Buffer> {
  const key = `${item.silhouette}:${colorKey}:${side}`;
  let png = mockupCache.get(key);
  if (!png) {
    png = sharp(Buffer.from(garmentSvg(item.silhouette, side, color)))
      .png({ compressionLevel: 1 })
      .toBuffer();
    mockupCache.set(key, png);
  }
  return png;
}

// A product photo: the artwork fitted inside the item's print area on the garment of the product's colour.
export async function composeProductImage(
  item: BlankItem,
  colorKey: string,
  color: string,
  side: 'FRONT' | 'BACK',
  artworkPng: Buffer,
): Promise<Buffer> {
  const area = PRINT_AREAS[item.silhouette][side] ?? PRINT_AREAS[item.silhouette].FRONT!;
  const art = await sharp(artworkPng)
    .resize(area.width, area.height, { fit: 'inside' })
    .toBuffer({ resolveWithObject: true });
  const left = area.x + Math.floor((area.width - art.info.width) / 2);
  const top = area.y + Math.floor((area.height - art.info.height) / 2);
  return sharp(await mockup(item, colorKey, color, side))
    .composite([{ input: art.data, left, top }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
