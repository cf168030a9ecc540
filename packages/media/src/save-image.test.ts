import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderStore } from './folder-store';
import { deleteImage, saveImage } from './save-image';
import type { MediaStore } from './store';
import { pngImage, svgImage } from './test-images';

let root: string;
let store: FolderStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'save-image-'));
  store = new FolderStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const filesIn = (folder: string) => readdir(join(root, folder)).catch(() => []);

describe('saveImage', () => {
  it('stores three webp variants under a random name and describes the media row', async () => {
    const saved = await saveImage(store, await pngImage(900, 600), {
      folder: 'users',
      originalName: 'me.PNG',
    });
    expect(saved).toEqual({
      pathname: expect.stringMatching(/^[0-9a-f]{32}\.png$/),
      filename: 'me.PNG',
      foldersName: 'users',
      mimeType: 'image/png',
      width: 900,
      height: 600,
    });
    const name = saved.pathname.replace('.png', '');
    expect((await filesIn('users')).sort()).toEqual([
      `large_${name}.webp`,
      `medium_${name}.webp`,
      `small_${name}.webp`,
    ]);
  });

  it('takes the extension from the content, not from the name it was sent with', async () => {
    const saved = await saveImage(store, svgImage('<circle r="5"/>'), {
      folder: 'art',
      originalName: 'logo.png',
    });
    expect(saved.pathname).toMatch(/\.svg$/);
    expect(saved.mimeType).toBe('image/svg+xml');
  });

  it('keeps only the base name of the original file, without control characters', async () => {
    const png = await pngImage(10, 10);
    const cases = [
      ['C:\\fakepath\\صورة.png', 'صورة.png'],
      ['../../etc/x.png', 'x.png'],
      ['a\u0000b\n.png', 'ab.png'],
    ];
    for (const [originalName, filename] of cases) {
      expect((await saveImage(store, png, { folder: 'users', originalName: originalName! })).filename).toBe(
        filename,
      );
    }
    const unnamed = await saveImage(store, png, { folder: 'users', originalName: '' });
    expect(unnamed.filename).toBe(unnamed.pathname);
  });

  it('stores nothing for a rejected upload', async () => {
    await expect(
      saveImage(store, Buffer.from('not an image'), { folder: 'users', originalName: 'x.png' }),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
    expect(await filesIn('users')).toEqual([]);
  });

  it('removes the variants already written when a later write fails', async () => {
    let writes = 0;
    const failing: MediaStore = {
      get: (folder, key) => store.get(folder, key),
      delete: (folder, key) => store.delete(folder, key),
      put: (folder, key, data, type) =>
        ++writes === 3 ? Promise.reject(new Error('disk full')) : store.put(folder, key, data, type),
    };
    await expect(
      saveImage(failing, await pngImage(50, 50), { folder: 'users', originalName: 'x.png' }),
    ).rejects.toThrow('disk full');
    expect(await filesIn('users')).toEqual([]);
  });

  it('refuses a folder that is not a valid name before doing any work', async () => {
    await expect(
      saveImage(store, Buffer.from('x'), { folder: '../up', originalName: 'x.png' }),
    ).rejects.toThrow(TypeError);
  });
});

describe('deleteImage', () => {
  it('removes all three variants of a saved image', async () => {
    const saved = await saveImage(store, await pngImage(50, 50), { folder: 'users', originalName: 'x.png' });
    await deleteImage(store, saved);
    expect(await filesIn('users')).toEqual([]);
  });
});
