import type { Db } from '@seed/db/client';
import { artists } from '@seed/db/schema/artists';
import { pickSubdomain } from '@seed/domain/artist-subdomain';
import { eq, inArray, like, or } from 'drizzle-orm';

const accountColumns = {
  id: artists.id,
  subdomain: artists.subdomain,
  displayNameEn: artists.displayNameEn,
  displayNameAr: artists.displayNameAr,
  isActive: artists.isActive,
};

/** The artist row of a user (active or not), or null: the artist portal acts on it. */
export async function findArtistOfUser(db: Db, userId: number) {
  const [row] = await db.select(accountColumns).from(artists).where(eq(artists.userId, userId));
  return row ?? null;
}

/**
 * Makes a user an artist with a subdomain of their own (from their name, numbered when taken). Call inside
 * the transaction that approves their request; the unique index on subdomains catches a race the lookup missed.
 */
export async function createArtistForUser(db: Db, input: { userId: number; name: string; bio: string }) {
  const existing = await findArtistOfUser(db, input.userId);
  if (existing) return existing;
  const first = pickSubdomain(input.name, input.userId, new Set());
  const similar = await db
    .select({ subdomain: artists.subdomain })
    .from(artists)
    .where(or(eq(artists.subdomain, first), like(artists.subdomain, `${first}-%`)));
  const subdomain = pickSubdomain(input.name, input.userId, new Set(similar.map((row) => row.subdomain)));
  const [row] = await db
    .insert(artists)
    .values({
      userId: input.userId,
      subdomain,
      displayNameEn: input.name,
      displayNameAr: input.name,
      myselfEn: input.bio,
      myselfAr: input.bio,
    })
    .returning(accountColumns);
  return row!;
}

/** Names and the account of artists, active or not: payouts and statements name whoever was paid. */
export async function artistAccountsOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0)
    return new Map<number, { userId: number; displayNameEn: string; displayNameAr: string }>();
  const rows = await db
    .select({
      id: artists.id,
      userId: artists.userId,
      displayNameEn: artists.displayNameEn,
      displayNameAr: artists.displayNameAr,
    })
    .from(artists)
    .where(inArray(artists.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...account }) => [id, account]));
}
