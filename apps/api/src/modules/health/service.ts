import type { Db } from '@seed/db/client';
import { sql } from 'drizzle-orm';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
