import { variantKey } from './save-image';
import type { MediaStore } from './store';
import type { VariantSize } from './variants';

/**
 * A stored image's variant as bytes, for work on the image itself (placing an artwork on a mockup), or null
 * when the store does not hold it.
 */
export async function readVariant(
  store: MediaStore,
  image: { pathname: string; foldersName: string },
  size: VariantSize,
): Promise<Buffer | null> {
  const name = image.pathname.replace(/\.[^.]*$/, '');
  const object = await store.get(image.foldersName, variantKey(size, name)).catch(() => null);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
