import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { assertValidLocation, isValidFolder, isValidKey, type MediaStore, type StoredObject } from './store';

export const DEFAULT_MEDIA_DIR = './data/media';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

// Stores each object as `{root}/{folder}/{key}`.
export class FolderStore implements MediaStore {
  readonly root: string;

  constructor(root: string = DEFAULT_MEDIA_DIR) {
    this.root = resolve(root);
  }

  // The content type needs no storing here: every key ends in its type's extension.
  async put(folder: string, key: string, data: Buffer, _contentType: string): Promise<void> {
    assertValidLocation(folder, key);
    const dir = join(this.root, folder);
    await mkdir(dir, { recursive: true });
    // A reader sees the old object or the whole new one, never half a file; the leading dot keeps the
    // temporary name outside the key pattern, so it is never served.
    const temporary = join(dir, `.${key}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, join(dir, key));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(folder: string, key: string): Promise<StoredObject | null> {
    if (!isValidFolder(folder) || !isValidKey(key)) return null;
    // Opening first and asking the handle for its size means a concurrent delete cannot split the two.
    const handle = await open(join(this.root, folder, key), 'r').catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    const stats = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    const etag = `"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`;
    return { body: handle.createReadStream(), size: stats.size, etag };
  }

  async delete(folder: string, key: string): Promise<void> {
    assertValidLocation(folder, key);
    await rm(join(this.root, folder, key), { force: true });
  }
}
