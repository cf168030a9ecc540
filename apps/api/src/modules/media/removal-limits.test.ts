import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@seed/db/test-database';
import { isDomainError } from '@seed/domain/errors';
import { FolderStore } from '@seed/media/folder-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishRemoval, INPUT_FOLDER, inputKey, type RemovalDeps, startRemoval } from './removal-jobs';

async function refusalOf(start: () => Promise<unknown>) {
  try {
    await start();
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, reason: error.reason, details: error.details };
    throw error;
  }
  return null;
}

// The limits are the database's, so they hold across replicas: nothing here runs a job, it only queues.
describe.each(testDatabaseKinds())('removal job limits on %s', (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  let deps: RemovalDeps;
  const sent: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mediaDir = await mkdtemp(join(tmpdir(), 'removal-limits-'));
    deps = { db: database.db, store: new FolderStore(mediaDir), send: async (id) => void sent.push(id) };
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
    await rm(mediaDir, { recursive: true, force: true });
  });
  const isStored = async (id: string) => {
    const stored = await deps.store.get(INPUT_FOLDER, inputKey(id));
    stored?.body.destroy();
    return stored !== null;
  };
  const start = (userId: number, source: string) =>
    startRemoval(deps, { userId, source, image: Buffer.from(source) });

  it('gives the open job of the same image back, and queues each new one with its image stored', async () => {
    const first = await start(1, 'a');
    expect(first).toMatchObject({ status: 'queued', progress: 0, userId: 1 });
    expect((await start(1, 'a')).id).toBe(first.id);
    expect(sent).toEqual([first.id]);
    expect(await isStored(first.id)).toBe(true);
  });

  it('refuses a fourth image of one user, and anyone once twenty wait, each with its own reason', async () => {
    for (const source of ['b', 'c']) await start(1, source);
    expect(await refusalOf(() => start(1, 'd'))).toEqual({
      code: 'CONFLICT',
      reason: 'REMOVALS_IN_PROGRESS',
      details: { maxPerUser: 3 },
    });
    for (let userId = 2; userId <= 18; userId++) await start(userId, 'a');
    expect(await refusalOf(() => start(99, 'a'))).toEqual({
      code: 'CONFLICT',
      reason: 'REMOVER_BUSY',
      details: undefined,
    });
    // A finished job frees its place, and its image is let go.
    const done = sent[0] ?? '';
    expect(await finishRemoval(deps, done, { status: 'failed', message: 'no' })).toBe(true);
    expect(await isStored(done)).toBe(false);
    expect((await start(99, 'a')).status).toBe('queued');
  });
});
