import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderStore } from './folder-store';
import { describeMediaStore } from './store-contract';

let root: string;
let store: FolderStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'folder-store-'));
  store = new FolderStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describeMediaStore('FolderStore', () => store);

describe('FolderStore', () => {
  it('gives an ETag made of size and time', async () => {
    await store.put('products', 'small_abc.webp', Buffer.from('webp bytes'), 'image/webp');
    const stored = await store.get('products', 'small_abc.webp');
    expect(stored!.etag).toMatch(/^"a-[0-9a-f]+"$/);
    stored!.body.destroy();
  });

  it('leaves no temporary file behind a replaced object', async () => {
    await store.put('users', 'a.webp', Buffer.from('old'), 'image/webp');
    await store.put('users', 'a.webp', Buffer.from('new'), 'image/webp');
    expect(await readdir(join(root, 'users'))).toEqual(['a.webp']);
  });

  it('never reads a file outside a folder', async () => {
    await writeFile(join(root, 'secret.webp'), 'outside any folder');
    expect(await store.get('..', 'secret.webp')).toBeNull();
    expect(await store.get('users', '../secret.webp')).toBeNull();
  });

  it('writes nothing for a refused name', async () => {
    await expect(store.put('..', 'a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(TypeError);
    await expect(store.put('users', '../a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(TypeError);
    expect(await readdir(root)).toEqual([]);
  });
});
