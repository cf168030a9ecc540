import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from './schema/users';
import { createTestDatabase, testDatabaseKinds } from './test-database';

describe.each(testDatabaseKinds())('createTestDatabase on %s', (kind) => {
  it('gives each caller its own empty database', async () => {
    const [first, second] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
    try {
      expect(first.kind).toBe(kind);
      await first.db.insert(users).values({ email: 'only-in-first@example.com' });
      expect(await first.db.select().from(users)).toHaveLength(1);
      expect(await second.db.select().from(users)).toHaveLength(0);
    } finally {
      await Promise.all([first.drop(), second.drop()]);
    }
  });

  it('rolls back a failed transaction', async () => {
    const database = await createTestDatabase(kind);
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.insert(users).values({ email: 'rolled-back@example.com' });
          await tx.execute(sql`select 1 / 0`);
        }),
      ).rejects.toThrow();
      const left = await database.db.select().from(users).where(eq(users.email, 'rolled-back@example.com'));
      expect(left).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('dropping a PostgreSQL test database', () => {
  it('removes it from the server', async () => {
    const database = await createTestDatabase('postgres');
    const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const name = rows[0]?.name;
    await database.drop();

    const observer = await createTestDatabase('postgres');
    try {
      const found = await observer.db.execute(sql`select 1 from pg_database where datname = ${name}`);
      expect(found.rows).toEqual([]);
    } finally {
      await observer.drop();
    }
  });
});
