import type pg from 'pg';

/**
 * Work that replicas starting together must do one at a time. Advisory locks belong to one database, so only
 * processes sharing it wait for each other; each kind of work has a key of its own, so holding one never
 * blocks the other.
 */
export const startupLocks = {
  migrations: 4_170_020_601,
  demoSeed: 4_170_020_602,
  jobQueue: 4_170_020_603,
} as const;

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock `key`; another process asking for it waits
 * until the work is done. The work gets the connection that holds the lock, so it runs even from a pool of one.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    // The connection is closed rather than returned to the pool: ending its session releases the lock whatever
    // state the work left it in (a failed transaction, a broken connection), where an unlock query might not run.
    client.release(true);
  }
}
