import sharp from 'sharp';

/** Where an artwork may go on a mockup, in the mockup's pixels. */
export type PlacementArea = { x: number; y: number; width: number; height: number };

export type FittedArtwork = { data: Buffer; width: number; height: number };

/**
 * The artwork scaled to fit inside the area, keeping its aspect. Kept apart from placing it, so a caller that
 * puts one artwork on many mockups with areas of one size resizes it once.
 */
export async function fitArtwork(artwork: Buffer, area: PlacementArea): Promise<FittedArtwork> {
  const { data, info } = await sharp(artwork)
    .resize(area.width, area.height, { fit: 'inside' })
    .png({ compressionLevel: 0 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * A product photo: the fitted artwork centred in the area of the mockup. JPEG, because it costs the least to
 * write and for saveImage to read back (measured against PNG levels 0 and 1); the variants are webp anyway.
 */
export async function placeOnMockup(
  mockup: Buffer,
  artwork: FittedArtwork,
  area: PlacementArea,
): Promise<Buffer> {
  const left = area.x + Math.floor((area.width - artwork.width) / 2);
  const top = area.y + Math.floor((area.height - artwork.height) / 2);
  return sharp(mockup)
    .composite([{ input: artwork.data, left, top }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
