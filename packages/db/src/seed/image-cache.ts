import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SavedImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import sharp from 'sharp';

type StoredFile = { key: string; contentType: string };
type Entry = { saved: SavedImage; files: StoredFile[] };

export type ImageCache = {
  /** The stored image again, its files put into the store, or null when this image is not cached. */
  restore(store: MediaStore, folder: string, name: string): Promise<SavedImage | null>;
  /** For one image: a store that also keeps what is put into it, and a way to file that under its name. */
  recorder(store: MediaStore): {
    store: MediaStore;
    keep(folder: string, name: string, saved: SavedImage): Promise<void>;
  };
};

const SEED_DIR = fileURLToPath(new URL('.', import.meta.url));
/** Beside the other tools' caches, outside any DATA_DIR, so deleting the data keeps it. */
export const DEFAULT_IMAGE_CACHE_DIR = fileURLToPath(
  new URL('../../../../node_modules/.cache/seed-images/', import.meta.url),
);
const MEDIA_DIR = fileURLToPath(new URL('../../../media/src/', import.meta.url));

// The demo images follow from the seed's code, the media package's conversion and sharp's libraries alone
// (the random numbers are seeded), so a hash of those names one generation of them: a change to any of
// them starts a new one, and an older one is never read again.
async function generation(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(sharp.versions));
  for (const dir of [SEED_DIR, MEDIA_DIR]) {
    const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.ts')).sort();
    for (const file of files) hash.update(file).update(await readFile(join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The demo seed's images kept between runs in `root` (a folder outside DATA_DIR), so that starting over
 * with a fresh database copies them instead of drawing and encoding them again.
 */
export async function openImageCache(root: string): Promise<ImageCache> {
  const base = join(root, await generation());
  const entryDir = (folder: string, name: string) => join(base, folder, name);

  return {
    async restore(store, folder, name) {
      const dir = entryDir(folder, name);
      let entry: Entry;
      let files: Buffer[];
      try {
        entry = JSON.parse(await readFile(join(dir, 'entry.json'), 'utf8')) as Entry;
        files = await Promise.all(entry.files.map((file) => readFile(join(dir, file.key))));
      } catch {
        return null;
      }
      for (const [i, file] of entry.files.entries())
        await store.put(folder, file.key, files[i]!, file.contentType);
      return entry.saved;
    },
    recorder(store) {
      const put: ({ data: Buffer } & StoredFile)[] = [];
      return {
        store: {
          put: async (folder, key, data, contentType) => {
            await store.put(folder, key, data, contentType);
            put.push({ key, data, contentType });
          },
          get: (folder, key) => store.get(folder, key),
          delete: (folder, key) => store.delete(folder, key),
        },
        // Written beside the entry and renamed into place, so a reader never sees half an entry.
        async keep(folder, name, saved) {
          const final = entryDir(folder, name);
          const temporary = `${final}.${randomUUID()}.tmp`;
          await mkdir(temporary, { recursive: true });
          for (const file of put) await writeFile(join(temporary, file.key), file.data);
          const entry: Entry = { saved, files: put.map(({ key, contentType }) => ({ key, contentType })) };
          await writeFile(join(temporary, 'entry.json'), JSON.stringify(entry));
          await rename(temporary, final).catch(() => rm(temporary, { recursive: true, force: true }));
        },
      };
    },
  };
}
