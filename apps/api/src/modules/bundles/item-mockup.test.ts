import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { media } from '@seed/db/schema/media';
import { createTestDatabase, type TestDatabase } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import { readBestImage, saveImage } from '@seed/media/save-image';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderItemMockup } from './item-mockup';

const WHITE = { r: 255, g: 255, b: 255 };
const NAVY = { r: 20, g: 30, b: 90 };
const NAVY_ID = 7;
const AREA = { x: 200, y: 200, width: 400, height: 400 };
const DESIGN = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect x="200" y="200" width="200" height="200" fill="#e11d48"/></svg>`;

type Item = Parameters<typeof renderItemMockup>[1];

describe('a customised bundle item’s picture', () => {
  let database: TestDatabase;
  let dir: string;
  let store: FolderStore;
  let item: Item;

  async function storedGarment(colour: typeof WHITE) {
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const saved = await saveImage(store, png, { folder: 'mockups', originalName: 'tee.png' });
    const [row] = await database.db.insert(media).values(saved).returning({ id: media.id });
    return { id: row!.id };
  }

  async function cornerOf(colorId: number) {
    const saved = await renderItemMockup({ db: database.db, store }, item, colorId, DESIGN);
    const { data } = await sharp((await readBestImage(store, saved))!)
      .extract({ left: 10, top: 10, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { r: data[0]!, g: data[1]!, b: data[2]! };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'item-mockup-'));
    store = new FolderStore(dir);
    const white = await storedGarment(WHITE);
    const navy = await storedGarment(NAVY);
    // Only what the picture reads of `findInventory`'s answer: the front side, its print area and mockups.
    item = {
      media: [
        { position: 'FRONT', printArea: AREA, media: white, mockups: [{ colorId: NAVY_ID, media: navy }] },
      ],
    } as unknown as Item;
  }, 60_000);

  afterAll(async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const near = (pixel: typeof WHITE, colour: typeof WHITE) =>
    Math.abs(pixel.r - colour.r) < 12 &&
    Math.abs(pixel.g - colour.g) < 12 &&
    Math.abs(pixel.b - colour.b) < 12;

  it('is drawn on the garment of the chosen colour', async () => {
    expect(near(await cornerOf(NAVY_ID), NAVY)).toBe(true);
  });

  it('falls back to the side’s own mockup for a colour without one', async () => {
    expect(near(await cornerOf(999), WHITE)).toBe(true);
  });
});
