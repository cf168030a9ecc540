import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderStore } from './folder-store';

let root: string;
let store: FolderStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'folder-store-'));
  store = new FolderStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('FolderStore', () => {
  it('writes, reads back with size and ETag, and deletes', async () => {
    await store.put('products', 'small_abc.webp', Buffer.from('webp bytes'), 'image/webp');
    const stored = await store.get('products', 'small_abc.webp');
    expect(stored).toMatchObject({ size: 10, etag: expect.stringMatching(/^"[0-9a-f]+-[0-9a-f]+"$/) });
    expect(await text(stored!.body)).toBe('webp bytes');

    await store.delete('products', 'small_abc.webp');
    expect(await store.get('products', 'small_abc.webp')).toBeNull();
    await expect(store.delete('products', 'small_abc.webp')).resolves.toBeUndefined();
  });

  it('replaces an object whole and leaves no temporary file behind', async () => {
    await store.put('users', 'a.webp', Buffer.from('old'), 'image/webp');
    await store.put('users', 'a.webp', Buffer.from('new'), 'image/webp');
    expect(await readdir(join(root, 'users'))).toEqual(['a.webp']);
    expect(await text((await store.get('users', 'a.webp'))!.body)).toBe('new');
  });

  it('answers null for a missing object, a missing folder or a name that is not a key', async () => {
    await writeFile(join(root, 'secret.webp'), 'outside any folder');
    expect(await store.get('users', 'nothing.webp')).toBeNull();
    expect(await store.get('..', 'secret.webp')).toBeNull();
    expect(await store.get('users', '../secret.webp')).toBeNull();
    expect(await store.get('users', 'a.png')).toBeNull();
  });

  it('keeps a PDF under a .pdf key too', async () => {
    await store.put('attachments', 'brief.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await text((await store.get('attachments', 'brief.pdf'))!.body)).toBe('%PDF-1.4');
  });

  it.each([
    ['..', 'a.webp'],
    ['a/b', 'a.webp'],
    ['Users', 'a.webp'],
    ['', 'a.webp'],
    ['users', '../../etc/passwd'],
    ['users', '.hidden.webp'],
    ['users', 'a.webp/..'],
    ['users', 'a.html'],
    ['users', 'a.txt'],
    ['users', 'a.pdf.exe'],
  ])('refuses to write or delete %j / %j', async (folder, key) => {
    await expect(store.put(folder, key, Buffer.from('x'), 'image/webp')).rejects.toThrow(TypeError);
    await expect(store.delete(folder, key)).rejects.toThrow(TypeError);
    expect(await readdir(root)).toEqual([]);
  });
});
