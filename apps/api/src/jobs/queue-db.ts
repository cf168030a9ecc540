import type { Database, Tx } from '@seed/db/client';
import { startupLocks, withAdvisoryLock } from '@seed/db/startup-lock';
import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';

export type QueueDb = PgBoss.Db & {
  /**
   * Runs the queue's start-up (its schema, queues and schedules) while no other process on the database runs
   * its own: two replicas creating the same queues at once deadlock in PostgreSQL. At once on PGlite.
   */
  oneAtATime<T>(work: () => Promise<T>): Promise<T>;
};

/**
 * pg-boss's database seam over the store's own connection, so the queue runs wherever the store does:
 * on PostgreSQL through the pool (as pg-boss's own adapter would), and on the embedded PGlite, which has
 * one connection and no pool for pg-boss to open. pg-boss sends its multi-statement scripts (schema
 * migrations, `BEGIN; …; COMMIT;` maintenance) without parameters; PGlite's `query` takes one statement,
 * so those go through `exec`, whose last result is the one pg-boss reads (decision 0017).
 */
export function queueDb(database: Database): QueueDb {
  if (database.kind === 'postgres') {
    const pool = database.client;
    return {
      executeSql: (text, values) => pool.query(text, values),
      // The work runs on the pool's other connections while one holds the lock.
      oneAtATime: (work) => withAdvisoryLock(pool, startupLocks.jobQueue, () => work()),
    };
  }
  const client = database.client;
  return {
    oneAtATime: (work) => work(),
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * pg-boss's seam over an open transaction of the store: a job sent through it is written by that transaction,
 * so it exists (and runs) only if the transaction commits. On PGlite it is also the only way: its one
 * connection is held by the transaction, and a send through `queueDb` would wait for the transaction's end
 * while the transaction waits for the send. pg-boss's numbered parameters become drizzle's own.
 */
export function transactionDb(tx: Tx): PgBoss.Db {
  return {
    executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
      return tx.execute(sql.join(chunks));
    },
  };
}
