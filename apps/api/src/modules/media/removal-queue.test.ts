import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import { pngImage } from '@seed/media/test-images';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BackgroundRemover } from '../../adapters/background-removal/background-remover';
import { JobQueue } from '../../jobs/job-queue';
import { type QueueDb, queueDb } from '../../jobs/queue-db';
import { findRemoval, type RemovalDeps, startRemoval } from './removal-jobs';
import { REMOVAL_QUEUE, removalJob } from './removal-runner';

const log = Fastify({ logger: false }).log;

/** A replica's way to the database that can be cut, as when its process dies: nothing it sends arrives. */
function severable(db: QueueDb) {
  let cut = false;
  const seam: QueueDb = {
    executeSql: (text, values) => (cut ? new Promise<never>(() => {}) : db.executeSql(text, values)),
    oneAtATime: db.oneAtATime,
  };
  return {
    db: seam,
    cut: () => {
      cut = true;
    },
  };
}

// Two replicas on one database (in one process, as PGlite allows): the job queue is what they share.
describe.each(testDatabaseKinds())('background removal on the job queue on %s', (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  const queues: JobQueue[] = [];
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    mediaDir = await mkdtemp(join(tmpdir(), 'removal-queue-'));
  }, 120_000);
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await database.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  async function replica(remover: BackgroundRemover, db: QueueDb = queueDb(database)) {
    const jobs = new JobQueue(db, log, () => 5000);
    const store = new FolderStore(mediaDir);
    jobs.worker(
      removalJob(
        { db: database.db, store, remover, maxBytes: 1024 * 1024 },
        { concurrency: 1, timeoutSeconds: 2 },
      ),
    );
    await jobs.start();
    const deps: RemovalDeps = {
      db: database.db,
      store,
      send: (id) => jobs.send(REMOVAL_QUEUE, { id }, { id }),
    };
    return { jobs, deps };
  }

  const image = () => pngImage(40, 30);
  const cutOut: BackgroundRemover = { remove: async (png) => png, close: async () => {} };

  it('is done by a worker of any replica and polled from another', async () => {
    const a = await replica(cutOut);
    queues.push(a.jobs);
    const job = await startRemoval(a.deps, { userId: 7, source: 'x', image: await image() });
    await expect
      .poll(async () => (await findRemoval(database.db, 7, job.id))?.status, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe('done');
    expect(await findRemoval(database.db, 7, job.id)).toMatchObject({
      progress: 1,
      mediaId: expect.any(Number),
    });
    expect(await findRemoval(database.db, 8, job.id)).toBeNull();
  }, 60_000);

  it("survives its replica dying mid-job: another replica's worker retries and completes it", async () => {
    let reachedA!: () => void;
    const startedOnA = new Promise<void>((resolve) => {
      reachedA = resolve;
    });
    // Replica A starts the image, reports some progress, and never finishes: its process is about to die.
    const hanging: BackgroundRemover = {
      remove: (_png, onProgress) => {
        onProgress(0.3);
        reachedA();
        return new Promise<Buffer>(() => {});
      },
      close: async () => {},
    };
    const link = severable(queueDb(database));
    const a = await replica(hanging, link.db);
    const job = await startRemoval(a.deps, { userId: 7, source: 'y', image: await image() });
    await startedOnA;
    expect((await findRemoval(database.db, 7, job.id))?.status).toBe('running');

    // A dies: nothing more of it reaches the database, and it completes nothing.
    link.cut();
    void a.jobs.stop();
    const removedOnB: Buffer[] = [];
    const b = await replica({
      remove: async (png) => {
        removedOnB.push(png);
        return png;
      },
      close: async () => {},
    });
    queues.push(b.jobs);

    await expect
      .poll(async () => (await findRemoval(database.db, 7, job.id))?.status, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe('done');
    expect(removedOnB).toHaveLength(1);
    const done = await findRemoval(database.db, 7, job.id);
    expect(done).toMatchObject({ progress: 1, mediaId: expect.any(Number), message: null });
  }, 60_000);
});
