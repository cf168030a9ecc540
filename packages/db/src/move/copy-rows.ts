import { quoteName, type SqlSession } from './sql-session';
import type { TableShape } from './tables';

// Rows travel in batches of this many, as one JSON array each: small enough for memory, few round trips.
const BATCH_ROWS = 2_000;

/**
 * Copies every row of every table from source to target. The target session must be inside a transaction:
 * `session_replication_role = replica` turns off foreign-key checks and triggers for it, so tables go in any
 * order and the search triggers do not add the words the copied `search_words` already holds. Rows travel as
 * their JSON text (numbers and timestamps exact) and are rebuilt by `jsonb_populate_recordset`, which reads
 * each value with its column type's own input; identity columns keep their values (`overriding system value`).
 */
export async function copyRows(
  source: SqlSession,
  target: SqlSession,
  tables: TableShape[],
  onTable: (table: string, rows: number) => void,
): Promise<void> {
  await target('set local session_replication_role = replica');
  // A freshly migrated target may hold rows its migrations wrote (settings rows): the source's replace them.
  await target(`truncate table ${tables.map((table) => `public.${quoteName(table.name)}`).join(', ')}`);
  for (const table of tables) {
    const name = `public.${quoteName(table.name)}`;
    const columns = table.columns.map(quoteName).join(', ');
    const insert = `insert into ${name} (${columns}) overriding system value
      select ${columns} from jsonb_populate_recordset(null::${name}, $1::jsonb)`;
    await source(`declare move_rows no scroll cursor for select to_jsonb(t)::text as row from ${name} t`);
    let copied = 0;
    for (;;) {
      const batch = await source<{ row: string }>(`fetch ${BATCH_ROWS} from move_rows`);
      if (batch.length === 0) break;
      await target(insert, [`[${batch.map((row) => row.row).join(',')}]`]);
      copied += batch.length;
    }
    await source('close move_rows');
    onTable(table.name, copied);
  }
}

type SequenceRow = { name: string; table: string | null; column: string | null };

/**
 * Sets every sequence of the target to where the source's stands, and never below the largest value its
 * column holds, so the next row the store writes gets a new id.
 */
export async function copySequences(source: SqlSession, target: SqlSession): Promise<void> {
  const sourceValues = new Map(
    (
      await source<{ name: string; value: string | null }>(
        `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
      )
    ).map((row) => [row.name, row.value === null ? 0n : BigInt(row.value)]),
  );
  const sequences = await target<SequenceRow>(
    `select s.relname as name, t.relname as table, a.attname as column
       from pg_class s join pg_namespace n on n.oid = s.relnamespace
       left join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       left join pg_class t on t.oid = d.refobjid
       left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const sequence of sequences) {
    let value = sourceValues.get(sequence.name) ?? 0n;
    if (sequence.table && sequence.column) {
      const [row] = await target<{ max: string | null }>(
        `select max(${quoteName(sequence.column)})::text as max from public.${quoteName(sequence.table)}`,
      );
      if (row?.max && BigInt(row.max) > value) value = BigInt(row.max);
    }
    // A sequence never used stays unused: its next value is its first.
    if (value > 0n)
      await target(`select setval($1::regclass, $2::bigint, true)`, [
        `public.${quoteName(sequence.name)}`,
        value.toString(),
      ]);
  }
}

export type SequenceCheck = { name: string; next: string; max: string; ok: boolean };

/** Each column-owned sequence of the target against the largest value of its column. */
export async function checkSequences(target: SqlSession): Promise<SequenceCheck[]> {
  const sequences = await target<SequenceRow>(
    `select s.relname as name, t.relname as table, a.attname as column
       from pg_class s join pg_namespace n on n.oid = s.relnamespace
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = 'public'
      order by s.relname`,
  );
  const checks: SequenceCheck[] = [];
  for (const sequence of sequences) {
    const [row] = await target<{ last: string; called: boolean; max: string | null }>(
      `select last_value::text as last, is_called as called,
              (select max(${quoteName(sequence.column ?? '')})::text from public.${quoteName(sequence.table ?? '')}) as max
         from public.${quoteName(sequence.name)}`,
    );
    if (!row) continue;
    const next = BigInt(row.last) + (row.called ? 1n : 0n);
    const max = row.max === null ? 0n : BigInt(row.max);
    checks.push({ name: sequence.name, next: next.toString(), max: max.toString(), ok: next > max });
  }
  return checks;
}
