import type { Db } from '@seed/db/client';
import { sql } from 'drizzle-orm';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The same ping, given up after `timeoutMs`: a database that hangs (a dropped network, a full pool) must turn
 * the readiness probe false before the load balancer's own probe times out.
 */
export async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([pingDatabase(db).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
