import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** One connection's raw queries, the same for PGlite and node-postgres, so the move reads both sides alike. */
export type SqlSession = <Row = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>;

export function pgliteSession(client: PGlite | Transaction): SqlSession {
  return async <Row>(text: string, values?: unknown[]) => (await client.query<Row>(text, values)).rows;
}

export function pgSession(client: pg.PoolClient | pg.Client): SqlSession {
  return async <Row>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as Row[];
}

/** `"name"`, for names read from the catalogue (never from input). */
export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
