import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { artworks } from '@seed/db/schema/artworks';
import { colorsToSizes } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import { orderProducts, orders } from '@seed/db/schema/orders';
import { printRenders, productionLines } from '@seed/db/schema/production';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@seed/db/test-database';
import type { ArtworkPlacement } from '@seed/domain/artwork-placement';
import { FolderStore } from '@seed/media/folder-store';
import { saveImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import { asc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ChangeFeed, openChangeFeed } from '../../http/cache-invalidation';
import { JobQueue } from '../../jobs/job-queue';
import { queueDb } from '../../jobs/queue-db';
import { type Catalog, insertCatalog } from '../../test/fixtures';
import { completePaidOrder } from '../checkout/paid';
import { findProductionLines } from '../orders/production-lines';
import { openPrintFile, PRODUCTION_FOLDER, type ProductionDeps } from './files';
import { printFileJobs, RENDER_QUEUE, SEND_QUEUE } from './print-jobs';
import { claimRender } from './print-renders';
import { productionQueue } from './queue';
import { prepareLines } from './sources';

const log = Fastify({ logger: false }).log;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

// Replicas on one database (in one process, as PGlite allows): the job queue and the tables are what they share.
describe.each(testDatabaseKinds())('print files on the job queue on %s', (kind) => {
  let database: TestDatabase;
  let catalog: Catalog;
  let mediaDir: string;
  let feed: ChangeFeed | undefined;
  const queues: JobQueue[] = [];
  // Every print file any replica stored, by name.
  let rendered: string[];

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    catalog = await insertCatalog(database.db);
    mediaDir = await mkdtemp(join(tmpdir(), 'print-queue-'));
    rendered = [];
    // Palm prints at 203 DPI on the tests' 15 cm print area.
    const saved = await saveImage(new FolderStore(mediaDir), await png(1200, 900), {
      folder: 'artworks',
      originalName: 'palm.png',
      keepOriginal: true,
    });
    const [row] = await database.db.insert(media).values(saved).returning({ id: media.id });
    await database.db.update(artworks).set({ mediaId: row?.id }).where(eq(artworks.slug, 'palm'));
  }, 120_000);

  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await feed?.close();
    feed = undefined;
    await database.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  // A replica's media store, counting the print files it writes.
  function countingStore(): MediaStore {
    const store = new FolderStore(mediaDir);
    const put = store.put.bind(store);
    store.put = async (folder, pathname, body, type) => {
      if (folder === PRODUCTION_FOLDER) rendered.push(pathname);
      return put(folder, pathname, body, type);
    };
    return store;
  }

  async function replica(changes?: ChangeFeed) {
    const jobs = new JobQueue(queueDb(database), log, () => 5000);
    const deps: ProductionDeps = { db: database.db, store: countingStore(), log };
    printFileJobs(deps, { jobs, concurrency: 1, changes });
    await jobs.start();
    queues.push(jobs);
    return { jobs, deps };
  }

  // An order of `count` palm tee lines awaiting payment, then paid as checkout pays it; its id and lines.
  async function paidOrder(count = 1) {
    const { db } = database;
    const [variant] = await db
      .select({ id: colorsToSizes.id })
      .from(colorsToSizes)
      .where(eq(colorsToSizes.inventoryId, catalog.inventories.tee))
      .orderBy(asc(colorsToSizes.id));
    const [order] = await db
      .insert(orders)
      .values({ userId: catalog.users.shopper, status: 'PENDING_PAYMENT', subtotal: 1000, price: 1000 })
      .returning();
    if (!order || !variant) throw new Error('no order');
    const lines = await db
      .insert(orderProducts)
      .values(
        Array.from({ length: count }, (_, i) => ({
          orderId: order.id,
          productId: catalog.products.palmTee,
          colorsToSizesId: variant.id,
          nameEn: `Palm tee ${i}`,
          nameAr: `تيشيرت النخلة ${i}`,
          unitPrice: 1000,
          count: 1,
          printPosition: 'FRONT' as const,
        })),
      )
      .returning({ id: orderProducts.id });
    await db.transaction((tx) => completePaidOrder(tx, order, 'Paid in the test'));
    return { orderId: order.id, lineIds: lines.map((line) => line.id) };
  }

  const renderStates = (orderId: number) =>
    database.db
      .select({
        lineId: printRenders.orderProductId,
        state: printRenders.state,
        problem: printRenders.problem,
      })
      .from(printRenders)
      .where(eq(printRenders.orderId, orderId))
      .orderBy(asc(printRenders.orderProductId));

  const pollStates = (orderId: number) =>
    expect.poll(async () => (await renderStates(orderId)).map((row) => row.state), {
      timeout: 60_000,
      interval: 250,
    });

  async function keptFile(lineId: number) {
    const [line] = await database.db
      .select({ files: productionLines.files })
      .from(productionLines)
      .where(eq(productionLines.orderProductId, lineId));
    const file = line?.files.find((kept) => kept.side === 'FRONT');
    const stored = file && (await new FolderStore(mediaDir).get(PRODUCTION_FOLDER, file.pathname));
    if (!stored) throw new Error(`no print file for line ${lineId}`);
    return Buffer.concat(await stored.body.toArray());
  }

  it('queues the files of a paid order as it commits and renders them on a worker', async () => {
    feed = await openChangeFeed(database);
    await replica(feed);
    const { orderId, lineIds } = await paidOrder();
    // Nobody triggers the sweep here: the paying transaction's notice does.
    await pollStates(orderId).toEqual(['ready']);
    const file = await sharp(await keptFile(lineIds[0] ?? 0)).metadata();
    // 15 × 20 cm at 300 DPI.
    expect(file).toMatchObject({ format: 'png', width: 1772, height: 2362, density: 300 });
    const desk = await productionQueue(database.db, '/media');
    const line = desk.groups.flatMap((group) => group.lines).find((shown) => shown.id === lineIds[0]);
    expect(line).toMatchObject({ flag: null, files: [{ side: 'FRONT', state: 'ready' }] });
    expect(rendered).toHaveLength(1);
  }, 120_000);

  it('shows a file waiting for its worker as being made, and a download says so while a worker holds it', async () => {
    const { orderId, lineIds } = await paidOrder();
    const lineId = lineIds[0] ?? 0;
    const desk = await productionQueue(database.db, '/media');
    const line = desk.groups.flatMap((group) => group.lines).find((shown) => shown.id === lineId);
    expect(line).toMatchObject({ flag: null, files: [{ side: 'FRONT', state: 'making' }] });

    const deps: ProductionDeps = { db: database.db, store: countingStore(), log };
    const file = { lineId, orderId, side: 'FRONT' as const };
    expect(await claimRender(database.db, file, 60, ['waiting'])).toBe(true);
    const [prepared] = await prepareLines(database.db, await findProductionLines(database.db, { orderId }));
    if (!prepared) throw new Error('no line');
    await expect(openPrintFile(deps, prepared, 'FRONT')).rejects.toMatchObject({
      reason: 'PRINT_FILE_BEING_MADE',
    });
    expect(rendered).toEqual([]);
  }, 120_000);

  it('records a file that cannot be made as failed with its reason, and the desk shows it', async () => {
    // The artwork's image is recorded at a printable size, but its file is gone from the store.
    const [lost] = await database.db
      .insert(media)
      .values({
        pathname: 'lost.png',
        filename: 'lost.png',
        foldersName: 'artworks',
        mimeType: 'image/png',
        width: 4000,
        height: 4000,
      })
      .returning({ id: media.id });
    await database.db.update(artworks).set({ mediaId: lost?.id }).where(eq(artworks.slug, 'palm'));
    const { jobs } = await replica();
    const { orderId, lineIds } = await paidOrder();
    await jobs.trigger(SEND_QUEUE);
    await pollStates(orderId).toEqual(['failed']);
    expect(await renderStates(orderId)).toEqual([
      { lineId: lineIds[0], state: 'failed', problem: 'MISSING_ORIGINAL' },
    ]);
    const desk = await productionQueue(database.db, '/media');
    const line = desk.groups.flatMap((group) => group.lines).find((shown) => shown.id === lineIds[0]);
    expect(line).toMatchObject({
      flag: { reason: 'MISSING_ORIGINAL' },
      files: [{ side: 'FRONT', state: 'failed' }],
    });
    expect(rendered).toEqual([]);
  }, 120_000);

  it('renders each file once when two replicas take jobs for the same order', async () => {
    const a = await replica();
    const b = await replica();
    const { orderId } = await paidOrder(3);
    // Both replicas are asked twice, as a lost job sent again would be.
    for (const jobs of [a.jobs, b.jobs, a.jobs, b.jobs]) {
      await jobs.send(RENDER_QUEUE, { orderId }, { id: randomUUID() });
    }
    await pollStates(orderId).toEqual(['ready', 'ready', 'ready']);
    expect(rendered).toHaveLength(3);
  }, 120_000);

  it('sends a file again once the hold of a worker that stopped mid-render lapsed, and renders it elsewhere', async () => {
    const { orderId, lineIds } = await paidOrder();
    // Replica A's job took the file and A stopped before finishing it; the queue's retry found it still held.
    await database.db
      .update(printRenders)
      .set({ sentAt: new Date(Date.now() - 5000) })
      .where(eq(printRenders.orderId, orderId));
    const file = { lineId: lineIds[0] ?? 0, orderId, side: 'FRONT' as const };
    expect(await claimRender(database.db, file, 1, ['waiting'])).toBe(true);
    const lapsed = async () => {
      const [row] = await database.db
        .select({ lapsed: sql<boolean>`${printRenders.claimedUntil} < now()` })
        .from(printRenders)
        .where(eq(printRenders.orderId, orderId));
      return row?.lapsed;
    };
    await expect.poll(lapsed, { timeout: 30_000, interval: 250 }).toBe(true);
    const b = await replica();
    await b.jobs.trigger(SEND_QUEUE);
    await pollStates(orderId).toEqual(['ready']);
    expect(rendered).toHaveLength(1);
  }, 120_000);

  it('places the artwork where its artist put it within the print area', async () => {
    // Half the area's size, centred a quarter across and a quarter down: the top left quarter.
    const placement: ArtworkPlacement = { side: 'FRONT', x: 0.25, y: 0.25, scale: 0.5 };
    await database.db.update(artworks).set({ placement }).where(eq(artworks.slug, 'palm'));
    const { jobs } = await replica();
    const { orderId, lineIds } = await paidOrder();
    await jobs.trigger(SEND_QUEUE);
    await pollStates(orderId).toEqual(['ready']);
    const { data, info } = await sharp(await keptFile(lineIds[0] ?? 0))
      .extractChannel(3)
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Where the artwork's pixels are: the box of its opaque ones.
    let [left, top, right, bottom] = [info.width, info.height, -1, -1];
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if ((data[y * info.width + x] ?? 0) === 0) continue;
        left = Math.min(left, x);
        top = Math.min(top, y);
        right = Math.max(right, x);
        bottom = Math.max(bottom, y);
      }
    }
    expect([info.width, info.height]).toEqual([1772, 2362]);
    // A 4:3 picture fitted into the 886 × 1181 box at the top left: as wide as the box, centred down it.
    expect({ left, top, width: right - left + 1, height: bottom - top + 1 }).toEqual({
      left: 0,
      top: 258,
      width: 886,
      height: 665,
    });
  }, 120_000);
});
