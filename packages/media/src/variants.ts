import { VARIANT_SIZES } from '@seed/domain/image-upload';
import sharp from 'sharp';
import type { AcceptedImage } from './intake';
import { MediaRejected } from './rejected';
import { svgDensity } from './svg';

export { VARIANT_SIZES };
export type VariantSize = keyof typeof VARIANT_SIZES;

export interface Variants extends Record<VariantSize, Buffer> {
  width: number;
  height: number;
}

const WEBP_QUALITY = 80;

// Each variant fits in a square of its size, keeps its aspect and is never enlarged (an SVG is rendered
// at the large size first, so it is sharp at every size). Output is webp without metadata (sharp drops
// EXIF, GPS and profiles unless asked), converted to sRGB and turned upright. Animated GIF and WebP keep
// their first frame only: the store shows still images.
export async function makeVariants(image: AcceptedImage): Promise<Variants> {
  const density =
    image.type === 'svg' ? svgDensity(image.width, image.height, VARIANT_SIZES.large) : undefined;
  const source = sharp(image.input, { ...image.inputOptions, density }).autoOrient();
  const encode = (size: number) =>
    source
      .clone()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  try {
    // A raster no bigger than the medium box gives the same pixels at medium and large: encode it once.
    const largeIsMedium = image.type !== 'svg' && Math.max(image.width, image.height) <= VARIANT_SIZES.medium;
    const [small, medium, large] = await Promise.all([
      encode(VARIANT_SIZES.small),
      encode(VARIANT_SIZES.medium),
      largeIsMedium ? undefined : encode(VARIANT_SIZES.large),
    ]);
    return { small, medium, large: large ?? medium, width: image.width, height: image.height };
  } catch (error) {
    throw new MediaRejected('CORRUPT', 'The image could not be converted.', { cause: error });
  }
}
