import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

/**
 * The PostgreSQL channel on which a change names the cached replies it makes stale (decision 0040). Every
 * replica listens on it (apps/api/src/http/cache-invalidation.ts); anything that writes the catalogue (the
 * API, the seed, soon the back office) announces on it.
 */
export const CACHE_CHANGES_CHANNEL = 'seed_cache_changes';

/** What a cached reply depends on. Every cached reply without tags of its own depends on `catalogue` and `content`. */
export const cacheTags = {
  /** Everything cached. */
  everything: '*',
  /** Lists and other replies that may show any product, price or picture. */
  catalogue: 'catalogue',
  product: (id: number) => `product:${id}`,
  /** A blank item: its price, variants and their stock, sides and mockups. */
  inventory: (id: number) => `inventory:${id}`,
  artwork: (id: number) => `artwork:${id}`,
  artist: (id: number) => `artist:${id}`,
  /** What the store says rather than sells: banners, slides, information pages, the home page's picks. */
  content: 'content',
};

// NOTIFY refuses payloads of 8000 bytes or more; a change that names that much drops everything instead.
const MAX_PAYLOAD = 7900;

/**
 * Announces that the replies tagged with any of `tags` are stale. Inside a transaction the notice is sent when
 * it commits, and not at all when it rolls back, so no replica drops a reply early or keeps one late.
 */
export async function announceChange(db: Db, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const payload = [...new Set(tags)].join(' ');
  await db.execute(
    sql`select pg_notify(${CACHE_CHANGES_CHANNEL}, ${payload.length < MAX_PAYLOAD ? payload : cacheTags.everything})`,
  );
}

/** A connection to the pool's database outside the pool, to LISTEN on without holding one of its clients. */
export function listeningConnection(pool: pg.Pool): pg.Client {
  return new pg.Client(pool.options);
}
