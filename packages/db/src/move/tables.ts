import { quoteName, type SqlSession } from './sql-session';

export type TableShape = {
  name: string;
  /** Columns a row can be written to: generated columns are left out, the target computes them again. */
  columns: string[];
};

/** The store's tables (schema public), by name; both sides run the same migrations, so they must agree. */
export async function listTables(session: SqlSession): Promise<TableShape[]> {
  const rows = await session<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`,
  );
  return rows;
}

export type TableFigures = { rows: number; checksum: string };

/**
 * A row count and a checksum of every row's JSON text, independent of row order, so neither side's collation
 * (PGlite's and the server's differ) can make equal tables look different: two sums of 60-bit slices of each
 * row's md5. The session's time zone must be UTC on both sides, as timestamps are written in it.
 */
export async function tableFigures(session: SqlSession, table: string): Promise<TableFigures> {
  const [row] = await session<{ rows: number; a: string; b: string }>(
    `select count(*)::int as rows,
            coalesce(sum(('x' || substr(h, 1, 15))::bit(60)::bigint), 0)::text as a,
            coalesce(sum(('x' || substr(h, 16, 15))::bit(60)::bigint), 0)::text as b
       from (select md5(to_jsonb(t)::text) as h from public.${quoteName(table)} t) s`,
  );
  if (!row) throw new Error(`no figures for ${table}`);
  return { rows: row.rows, checksum: `${BigInt(row.a).toString(16)}-${BigInt(row.b).toString(16)}` };
}

export async function countRows(session: SqlSession, table: string): Promise<number> {
  const [row] = await session<{ n: number }>(`select count(*)::int as n from public.${quoteName(table)}`);
  return row?.n ?? 0;
}
