import { type SavedImage, saveImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import type { Db } from '../client';
import { media } from '../schema/media';
import type { ImageCache } from './image-cache';

export type MediaWriter = (folder: string, name: string, render: () => Promise<Buffer>) => Promise<number>;

// With a store, images are rendered and stored as webp variants; without one (tests, the large benchmark
// catalogue) only the rows are written, pointing at names the full seed would have produced.
// With a cache, an image made by an earlier seed is copied from it rather than made again.
export function createMediaWriter(db: Db, store: MediaStore | undefined, cache?: ImageCache): MediaWriter {
  // Images are made concurrently, but a transaction is one connection: node-postgres must not be handed a
  // second query while one is running, so the rows go in one at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const insertRow = (row: typeof media.$inferInsert) => {
    const next = queue.then(() => db.insert(media).values(row).returning({ id: media.id }));
    queue = next.catch(() => {});
    return next.then(([inserted]) => inserted!.id);
  };
  return async (folder, name, render) => {
    if (!store)
      return insertRow({
        pathname: `${name}.png`,
        filename: `${name}.png`,
        foldersName: folder,
        mimeType: 'image/png',
      });
    const saved =
      (await cache?.restore(store, folder, name)) ?? (await make(store, cache, folder, name, render));
    return insertRow({
      pathname: saved.pathname,
      filename: saved.filename,
      foldersName: saved.foldersName,
      mimeType: saved.mimeType,
      width: saved.width,
      height: saved.height,
    });
  };
}

async function make(
  store: MediaStore,
  cache: ImageCache | undefined,
  folder: string,
  name: string,
  render: () => Promise<Buffer>,
): Promise<SavedImage> {
  const recorder = cache?.recorder(store);
  const saved = await saveImage(recorder?.store ?? store, await render(), {
    folder,
    originalName: `${name}.png`,
  });
  // A cache that cannot be written (a full or read-only disk) only costs the next seed its speed.
  await recorder?.keep(folder, name, saved).catch(() => {});
  return saved;
}

// Runs fn over items with at most `limit` in flight: image work is CPU-bound and the machine has few cores.
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
