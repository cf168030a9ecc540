import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client';
import { migrationsFolder } from './migrate';

const BEFORE = '0010_order_payment_method';

// The migrations folder as it was before this one: a copy whose journal stops short of it.
async function folderBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'seed-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return folder;
}

describe('migration 0010: the payment method as a paid-by kind and a gateway method id', () => {
  let database: Database;
  let earlier: string;
  beforeAll(async () => {
    earlier = await folderBefore(BEFORE);
    database = await createDatabase();
    if (database.kind !== 'pglite') throw new Error('an in-memory PGlite was expected');
    const db = drizzle({ client: database.client });
    await migrate(db, { migrationsFolder: earlier });
    await db.execute(sql`insert into users (email) values ('old@example.com')`);
    await db.execute(sql`
      insert into orders (user_id, subtotal, price, payment_method)
      select id, 1000, v.price, v.method
      from users, (values (0, 'WALLET'), (1000, '2'), (1000, null), (1000, 'KNET?')) as v(price, method)`);
    await migrate(db, { migrationsFolder });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await rm(earlier, { recursive: true, force: true });
  });

  it('moves WALLET to the kind alone and digits to a gateway method id, leaving the rest unrecorded', async () => {
    const { rows } = await database.db.execute<{ paidBy: string | null; methodId: number | null }>(
      sql`select paid_by as "paidBy", payment_method_id as "methodId" from orders order by id`,
    );
    expect(rows).toEqual([
      { paidBy: 'WALLET', methodId: null },
      { paidBy: 'GATEWAY', methodId: 2 },
      { paidBy: null, methodId: null },
      { paidBy: null, methodId: null },
    ]);
  });

  it('refuses a gateway order without its method, and a method on any other', async () => {
    const user = sql`(select id from users limit 1)`;
    await expect(
      database.db.execute(
        sql`insert into orders (user_id, subtotal, price, paid_by) values (${user}, 1, 1, 'GATEWAY')`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`insert into orders (user_id, subtotal, price, paid_by, payment_method_id) values (${user}, 1, 0, 'WALLET', 2)`,
      ),
    ).rejects.toThrow();
  });
});
