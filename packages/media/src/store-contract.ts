import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { MediaStore } from './store';

// The object's bytes as text, or null when the store has none.
async function read(store: MediaStore, folder: string, key: string): Promise<string | null> {
  const stored = await store.get(folder, key);
  return stored ? text(stored.body) : null;
}

/**
 * What every media store promises, whatever holds the bytes: run by each store's own test file with a
 * fresh, empty store per test.
 */
export function describeMediaStore(name: string, open: () => MediaStore) {
  describe(`${name} (media store contract)`, () => {
    it('writes, reads back with size and a quoted ETag, and deletes', async () => {
      const store = open();
      await store.put('products', 'small_abc.webp', Buffer.from('webp bytes'), 'image/webp');
      const stored = await store.get('products', 'small_abc.webp');
      expect(stored).toMatchObject({ size: 10, etag: expect.stringMatching(/^"[^"]+"$/) });
      stored?.body.destroy();
      expect(await read(store, 'products', 'small_abc.webp')).toBe('webp bytes');

      await store.delete('products', 'small_abc.webp');
      expect(await store.get('products', 'small_abc.webp')).toBeNull();
      await expect(store.delete('products', 'small_abc.webp')).resolves.toBeUndefined();
    });

    it('replaces an object whole', async () => {
      const store = open();
      await store.put('users', 'a.webp', Buffer.from('old'), 'image/webp');
      await store.put('users', 'a.webp', Buffer.from('new'), 'image/webp');
      expect(await read(store, 'users', 'a.webp')).toBe('new');
    });

    it('answers null for a missing object, a missing folder or a name that is not a key', async () => {
      const store = open();
      await store.put('users', 'b.webp', Buffer.from('x'), 'image/webp');
      expect(await store.get('users', 'nothing.webp')).toBeNull();
      expect(await store.get('nobody', 'b.webp')).toBeNull();
      expect(await store.get('..', 'b.webp')).toBeNull();
      expect(await store.get('users', '../users/b.webp')).toBeNull();
      expect(await store.get('users', 'b.png')).toBeNull();
    });

    it('keeps a PDF, an original and a print file under their own types', async () => {
      const store = open();
      await store.put('attachments', 'brief.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
      await store.put('originals', 'art.svg', Buffer.from('<svg/>'), 'image/svg+xml');
      await store.put('print-files', 'front.png', Buffer.from('png'), 'image/png');
      expect(await read(store, 'attachments', 'brief.pdf')).toBe('%PDF-1.4');
      expect(await read(store, 'originals', 'art.svg')).toBe('<svg/>');
      expect(await read(store, 'print-files', 'front.png')).toBe('png');
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
      const store = open();
      await expect(store.put(folder, key, Buffer.from('x'), 'image/webp')).rejects.toThrow(TypeError);
      await expect(store.delete(folder, key)).rejects.toThrow(TypeError);
    });
  });
}
