import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderStore } from '@seed/media/folder-store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../schema/media';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { openImageCache } from './image-cache';
import { iconSvg } from './images/decor';
import { svgToPng } from './images/svg';
import { createMediaWriter } from './media-writer';

describe('the seed image cache', () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'seed-cache-'));
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('makes an image once; a later seed into a fresh store copies it from the cache', async () => {
    const cache = await openImageCache(join(dir, 'cache'));
    let renders = 0;
    const render = () => {
      renders++;
      return svgToPng(iconSvg('star', '#000000'));
    };
    const firstStore = join(dir, 'first');
    const firstId = await createMediaWriter(database.db, new FolderStore(firstStore), cache)(
      'embroidery',
      'icon-star',
      render,
    );
    const secondStore = join(dir, 'second');
    const secondId = await createMediaWriter(database.db, new FolderStore(secondStore), cache)(
      'embroidery',
      'icon-star',
      render,
    );
    expect(renders).toBe(1);

    const [first] = await database.db.select().from(media).where(eq(media.id, firstId));
    const [second] = await database.db.select().from(media).where(eq(media.id, secondId));
    expect({ ...second, id: firstId, createdAt: first!.createdAt }).toEqual(first);
    const files = (await readdir(join(firstStore, 'embroidery'))).sort();
    expect(files.filter((file) => file.endsWith('.webp'))).toHaveLength(3);
    expect((await readdir(join(secondStore, 'embroidery'))).sort()).toEqual(files);
    for (const file of files)
      expect(await readFile(join(secondStore, 'embroidery', file))).toEqual(
        await readFile(join(firstStore, 'embroidery', file)),
      );
  }, 60_000);

  it('misses for an image it never made', async () => {
    const cache = await openImageCache(join(dir, 'cache'));
    expect(await cache.restore(new FolderStore(join(dir, 'third')), 'embroidery', 'icon-moon')).toBeNull();
  });
});
