import { randomUUID } from 'node:crypto';
import { basename } from 'node:path/win32';
import sharp from 'sharp';
import { type AcceptedImage, type IntakeLimits, inspectUpload } from './intake';
import { assertValidLocation, type MediaStore } from './store';
import { makeVariants, VARIANT_SIZES, type VariantSize } from './variants';

export interface SavedImage {
  // `{name}.{ext}`: `{name}` picks the variants, `{ext}` is the type the content was sniffed as.
  pathname: string;
  filename: string;
  foldersName: string;
  mimeType: string;
  width: number;
  height: number;
}

export interface SaveImageOptions {
  folder: string;
  originalName: string;
  limits?: IntakeLimits;
  /** Also store the upload as sent (BMP as PNG), for printing at full resolution. */
  keepOriginal?: boolean;
}

const SIZES = Object.keys(VARIANT_SIZES) as VariantSize[];

export const variantKey = (size: VariantSize, name: string) => `${size}_${name}.webp`;

const nameOf = (pathname: string) => pathname.replace(/\.[^.]*$/, '');

// BMP is decoded to raw pixels on intake, so its original is kept as PNG; the other types as sent.
const originalKey = (pathname: string) => {
  const extension = /\.([^.]*)$/.exec(pathname)?.[1];
  return `original_${nameOf(pathname)}.${extension === 'bmp' ? 'png' : extension}`;
};

async function originalBytes(image: AcceptedImage): Promise<Buffer> {
  if (image.type !== 'bmp') return image.input;
  return sharp(image.input, image.inputOptions).png().toBuffer();
}

// The original name is only shown back to people; the win32 basename also strips POSIX directories and
// the `C:\fakepath\` some browsers send.
function cleanFilename(originalName: string, fallback: string): string {
  const name = basename(originalName)
    .replace(/\p{Cc}/gu, '')
    .trim();
  // By code point, so a cut never leaves half an emoji behind.
  return Array.from(name).slice(0, 255).join('') || fallback;
}

// Checks, converts and stores an upload as its three webp variants. Either all three are stored or none:
// a failed write removes the ones already written before the error is passed on.
export async function saveImage(
  store: MediaStore,
  buffer: Buffer,
  options: SaveImageOptions,
): Promise<SavedImage> {
  const { folder } = options;
  const name = randomUUID().replaceAll('-', '');
  assertValidLocation(folder, variantKey('large', name));
  const image = await inspectUpload(buffer, options.limits);
  const variants = await makeVariants(image);
  const pathname = `${name}.${image.type}`;
  const original = options.keepOriginal
    ? store.put(folder, originalKey(pathname), await originalBytes(image), image.mimeType)
    : Promise.resolve();
  const writes = await Promise.allSettled([
    ...SIZES.map((size) => store.put(folder, variantKey(size, name), variants[size], 'image/webp')),
    original,
  ]);
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) {
    await deleteImage(store, { foldersName: folder, pathname });
    throw failed.reason;
  }
  return {
    pathname,
    filename: cleanFilename(options.originalName, pathname),
    foldersName: folder,
    mimeType: image.mimeType,
    width: variants.width,
    height: variants.height,
  };
}

// For a caller whose own step after saveImage failed (a database insert, say) and must not leave files.
export async function deleteImage(
  store: MediaStore,
  image: Pick<SavedImage, 'pathname' | 'foldersName'>,
): Promise<void> {
  const name = nameOf(image.pathname);
  await Promise.allSettled([
    ...SIZES.map((size) => store.delete(image.foldersName, variantKey(size, name))),
    store.delete(image.foldersName, originalKey(image.pathname)),
  ]);
}

/**
 * The image at its best: the original when one was kept, else the large variant (images saved before
 * originals were kept, and the seed's). Null when neither is stored.
 */
export async function readBestImage(
  store: MediaStore,
  image: Pick<SavedImage, 'pathname' | 'foldersName'>,
): Promise<Buffer | null> {
  const stored =
    (await store.get(image.foldersName, originalKey(image.pathname))) ??
    (await store.get(image.foldersName, variantKey('large', nameOf(image.pathname))));
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
