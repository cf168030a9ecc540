import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testDatabaseKinds } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { localModelRemover } from '../../adapters/background-removal/local-model';
import { findRemoval, startRemoval } from './removal-jobs';
import { runRemoval } from './removal-runner';

describe.each(testDatabaseKinds().slice(0, 1))('removal jobs on %s', (kind) => {
  it('fail with a readable message when the removal process dies, and the next job gets a new process', async () => {
    const pids: number[] = [];
    const errors: unknown[] = [];
    const remover = localModelRemover({
      model: 'small',
      idleMs: 60_000,
      log: {
        info: (details: { pid?: number }, message) => {
          if (message.endsWith('started')) pids.push(details.pid!);
        },
      },
    });
    const log = Fastify({ logger: false }).log;
    log.error = (details: unknown) => void errors.push((details as { err: unknown }).err);
    const database = await createTestDatabase(kind);
    const mediaDir = await mkdtemp(join(tmpdir(), 'removal-jobs-'));
    const deps = {
      db: database.db,
      store: new FolderStore(mediaDir),
      remover,
      maxBytes: 1024 * 1024,
      send: async () => {},
    };
    const run = async (source: string) => {
      const job = await startRemoval(deps, { userId: 1, source, image: Buffer.from(source) });
      return { job, done: runRemoval(deps, { id: job.id }, log) };
    };
    try {
      const first = await run('any image');
      await expect.poll(() => pids.length, { timeout: 10_000 }).toBe(1);
      // The OOM killer's way of ending a process: no chance to answer.
      process.kill(pids[0]!, 'SIGKILL');
      await first.done;
      expect(await findRemoval(database.db, 1, first.job.id)).toMatchObject({
        status: 'failed',
        message: expect.stringMatching(/could not be removed from this image/),
      });
      expect(String(errors[0])).toMatch(/process stopped \(SIGKILL\)/);

      const next = await run('another image');
      await next.done;
      expect(pids).toHaveLength(2);
      expect((await findRemoval(database.db, 1, next.job.id))?.status).toBe('failed');
      // This one reached the model, which refused the bytes: the process answered rather than died.
      expect(String(errors[1])).not.toMatch(/process stopped/);
    } finally {
      await remover.close();
      await database.drop();
      await rm(mediaDir, { recursive: true, force: true });
    }
  }, 90_000);
});
