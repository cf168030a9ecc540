import { randomUUID } from 'node:crypto';
import { basename } from 'node:path/win32';
import { type IntakeLimits, inspectUpload } from './intake';
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
}

const SIZES = Object.keys(VARIANT_SIZES) as VariantSize[];

export const variantKey = (size: VariantSize, name: string) => `${size}_${name}.webp`;

const nameOf = (pathname: string) => pathname.replace(/\.[^.]*$/, '');

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
  const writes = await Promise.allSettled(
    SIZES.map((size) => store.put(folder, variantKey(size, name), variants[size], 'image/webp')),
  );
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) {
    await removeVariants(store, folder, name);
    throw failed.reason;
  }
  const pathname = `${name}.${image.type}`;
  return {
    pathname,
    filename: cleanFilename(options.originalName, pathname),
    foldersName: folder,
    mimeType: image.mimeType,
    width: variants.width,
    height: variants.height,
  };
}

async function removeVariants(store: MediaStore, folder: string, name: string): Promise<void> {
  await Promise.allSettled(SIZES.map((size) => store.delete(folder, variantKey(size, name))));
}

// For a caller whose own step after saveImage failed (a database insert, say) and must not leave files.
export async function deleteImage(
  store: MediaStore,
  image: Pick<SavedImage, 'pathname' | 'foldersName'>,
): Promise<void> {
  await removeVariants(store, image.foldersName, nameOf(image.pathname));
}
