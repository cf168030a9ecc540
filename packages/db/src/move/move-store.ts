import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createDatabase, wrapPool } from '../client';
import { migrateDatabase } from '../migrate';
import { copyMedia, type MediaReport } from './copy-media';
import { checkSequences, copyRows, copySequences, type SequenceCheck } from './copy-rows';
import { pgliteSession, pgSession, type SqlSession } from './sql-session';
import { assertSourceCurrent, assertTargetFresh, MoveRefused, pendingJobs } from './store-state';
import { listTables, type TableFigures, type TableShape, tableFigures } from './tables';
import type { TargetMediaStore } from './target-media-store';

export type MoveOptions = {
  /** The store's DATA_DIR: its database is `pglite/` inside. */
  fromDataDir: string;
  /** The store's MEDIA_DIR; `media/` inside the data folder when absent. */
  fromMediaDir?: string;
  /** A PostgreSQL connection string. */
  to: string;
  media: TargetMediaStore;
  /** Moves even though one-off jobs wait in the source's queue; they are lost. */
  dropPendingJobs?: boolean;
  log?: (message: string) => void;
};

export type TableCheck = { name: string; source: TableFigures; target: TableFigures; ok: boolean };

export type MoveReport = {
  tables: TableCheck[];
  sequences: SequenceCheck[];
  media: MediaReport;
  ok: boolean;
};

/**
 * Copies a store running on PGlite (stopped: its data folder belongs to one process) into an empty
 * PostgreSQL database and a media store, then compares both sides: every table's rows and checksum, every
 * sequence against its column, every media object's size and hash. The database is copied in one
 * transaction, so a failed copy leaves the target as fresh as it was and the move can start again.
 */
export async function moveStore(options: MoveOptions): Promise<MoveReport> {
  const log = options.log ?? (() => {});
  const pgliteDir = resolve(options.fromDataDir, 'pglite');
  if (!(await stat(join(pgliteDir, 'PG_VERSION')).catch(() => null)))
    throw new MoveRefused(`no PGlite database in ${pgliteDir}`);
  const source = await createDatabase({ dataDir: pgliteDir });
  try {
    if (source.kind !== 'pglite') throw new Error('the source must be PGlite');
    const sourceSession = pgliteSession(source.client);
    await sourceSession(`set timezone to 'UTC'`);
    await assertSourceCurrent(sourceSession);
    const waiting = await pendingJobs(sourceSession);
    if (waiting.length > 0 && !options.dropPendingJobs)
      throw new MoveRefused(
        `jobs wait in the store's queue (${waiting.map((queue) => `${queue.name}: ${queue.jobs}`).join(', ')}); start the store until they are done, or pass --drop-pending-jobs`,
      );

    const pool = new pg.Pool({ connectionString: options.to, max: 2 });
    const target = wrapPool(pool);
    try {
      const client = await pool.connect();
      try {
        const targetSession = pgSession(client);
        await targetSession(`set timezone to 'UTC'`);
        await assertTargetFresh(targetSession);
        log('migrating the target database');
        await migrateDatabase(target);
        const tables = await matchingTables(sourceSession, targetSession);

        const mediaDir = resolve(options.fromMediaDir ?? join(options.fromDataDir, 'media'));
        log(`copying media from ${mediaDir} to ${options.media.describe}`);
        const media = await copyMedia(mediaDir, options.media.store);

        log(`copying ${tables.length} tables`);
        await source.client.transaction(async (tx) => {
          const reading = pgliteSession(tx);
          await targetSession('begin');
          try {
            await copyRows(reading, targetSession, tables, (table, rows) => log(`  ${table}: ${rows} rows`));
            await copySequences(reading, targetSession);
            await targetSession('commit');
          } catch (error) {
            await targetSession('rollback');
            throw error;
          }
        });

        log('comparing both sides');
        const checks: TableCheck[] = [];
        for (const table of tables) {
          const [from, to] = [
            await tableFigures(sourceSession, table.name),
            await tableFigures(targetSession, table.name),
          ];
          checks.push({
            name: table.name,
            source: from,
            target: to,
            ok: from.rows === to.rows && from.checksum === to.checksum,
          });
        }
        const sequences = await checkSequences(targetSession);
        const ok =
          checks.every((check) => check.ok) &&
          sequences.every((sequence) => sequence.ok) &&
          media.mismatches.length === 0;
        return { tables: checks, sequences, media, ok };
      } finally {
        client.release();
      }
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

// Both sides ran the same migrations, so this holds unless someone changed a table by hand.
async function matchingTables(source: SqlSession, target: SqlSession): Promise<TableShape[]> {
  const [from, to] = [await listTables(source), await listTables(target)];
  const describe = (tables: TableShape[]) =>
    tables.map((table) => `${table.name}(${table.columns})`).join(' ');
  if (describe(from) !== describe(to))
    throw new MoveRefused('the source and target tables differ although both are at the same migrations');
  return from;
}
