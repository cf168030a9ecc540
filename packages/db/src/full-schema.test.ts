import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { schema } from './full-schema';
import { migrationsFolder } from './migrate';

const schemaFolder = fileURLToPath(new URL('./schema', import.meta.url));

async function schemaFiles(): Promise<string[]> {
  return (await readdir(schemaFolder)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
}

describe('the schema object', () => {
  it('holds every export of every schema file, with no name used twice', async () => {
    const owners = new Map<string, string>();
    for (const file of await schemaFiles()) {
      const module: Record<string, unknown> = await import(join(schemaFolder, file));
      for (const [name, value] of Object.entries(module)) {
        expect(owners.get(name), `${name} is exported by ${owners.get(name)} and ${file}`).toBeUndefined();
        owners.set(name, file);
        expect(schema[name as keyof typeof schema], `${file} is missing from full-schema.ts`).toBe(value);
      }
    }
    expect(Object.keys(schema).sort()).toEqual([...owners.keys()].sort());
  });

  it('matches the committed migrations (run `npm run db:generate` after changing it)', async () => {
    const snapshots = (await readdir(join(migrationsFolder, 'meta'))).filter((f) =>
      f.endsWith('_snapshot.json'),
    );
    const latest = snapshots.sort().at(-1);
    expect(latest).toBeDefined();
    const committed: DrizzleSnapshotJSON = JSON.parse(
      await readFile(join(migrationsFolder, 'meta', latest ?? ''), 'utf8'),
    );
    const current = generateDrizzleJson(schema, committed.id, undefined, 'snake_case');
    expect(await generateMigration(committed, current)).toEqual([]);
  });
});
