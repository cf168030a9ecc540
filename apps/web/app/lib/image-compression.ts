// Spec §5: uploads are compressed to quality 0.6 and at most 2000 px wide and high.
export const IMAGE_QUALITY = 0.6;
export const MAX_IMAGE_SIDE = 2000;

/** The size an image of `width` × `height` is drawn at: scaled down to fit `max`, never up. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export class NotAnImageError extends Error {
  override readonly name = 'NotAnImageError';
}

/**
 * `jpeg` (the default) because every browser encodes it with the quality asked, a white ground replacing
 * transparency; `webp` keeps transparency, which the studio's prints need (a browser that cannot encode
 * webp gives PNG, without the quality).
 */
type CompressFormat = 'jpeg' | 'webp';

export type CompressedImage = { blob: Blob; width: number; height: number };

/**
 * The image redrawn on a canvas at quality 0.6 within 2000 px (spec §5); anything that is not an image,
 * or does not decode as one, is refused with NotAnImageError (spec §8).
 */
export async function compressImage(file: Blob): Promise<Blob> {
  return (await compressImageWithSize(file)).blob;
}

/** As compressImage, with the pixel size of the result (the studio's print-quality check needs it). */
export async function compressImageWithSize(
  file: Blob,
  format: CompressFormat = 'jpeg',
): Promise<CompressedImage> {
  if (!file.type.startsWith('image/')) throw new NotAnImageError('Only image files can be uploaded');
  const bitmap = await createImageBitmap(file).catch((error: unknown) => {
    throw new NotAnImageError('The file could not be read as an image', { cause: error });
  });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  if (format === 'jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (result) => (result ? resolve(result) : reject(new Error('The image could not be encoded'))),
      `image/${format}`,
      IMAGE_QUALITY,
    ),
  );
  return { blob, width, height };
}
