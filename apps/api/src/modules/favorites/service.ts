import type { Db } from '@seed/db/client';
import { favorites } from '@seed/db/schema/favorites';
import { DomainError } from '@seed/domain/errors';
import type { FavoriteKind } from '@seed/domain/favorite';
import { favoritePage, MAX_FAVORITES_PER_KIND } from '@seed/domain/favorite-page-order';
import type { Paging } from '@seed/domain/paging';
import { and, count, desc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import { listArtists } from '../artists/service';
import { changeArtworkLikes, listArtworks } from '../artworks/service';
import { listProducts } from '../products/service';

type Owner = { userId: number; kind: FavoriteKind };

/** The ids the user saved as favourites of a kind, newest first. */
export async function favoriteIds(db: Db, { userId, kind }: Owner): Promise<number[]> {
  const rows = await db
    .select({ id: favorites.targetId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind)))
    .orderBy(desc(favorites.createdAt), desc(favorites.id))
    .limit(MAX_FAVORITES_PER_KIND);
  return rows.map((row) => row.id);
}

// Each kind is listed by its own module, which applies its listing rules (active, approved, active artist).
const LISTINGS = {
  product: (db: Db, ids: number[]) => listProducts(db, { ids, limit: ids.length, offset: 0 }),
  artist: (db: Db, ids: number[]) => listArtists(db, { ids, limit: ids.length, offset: 0 }),
  artwork: (db: Db, ids: number[]) => listArtworks(db, { ids, limit: ids.length, offset: 0 }),
} satisfies Record<FavoriteKind, unknown>;

export type FavoriteItem<K extends FavoriteKind> = Awaited<ReturnType<(typeof LISTINGS)[K]>>['items'][number];

async function listListed<K extends FavoriteKind>(
  db: Db,
  kind: K,
  ids: number[],
): Promise<FavoriteItem<K>[]> {
  if (ids.length === 0) return [];
  const page = await LISTINGS[kind](db, ids);
  return page.items as FavoriteItem<K>[];
}

/** A page of the user's favourites of a kind that are still listed, newest first. */
export async function listFavorites<K extends FavoriteKind>(
  db: Db,
  owner: { userId: number; kind: K },
  paging: Paging,
) {
  const ids = await favoriteIds(db, owner);
  return { ...favoritePage(ids, await listListed(db, owner.kind, ids), paging), ...paging };
}

/** Saves a listed item as the user's favourite; true when it is new, false when it was one already. */
export async function addFavorite(db: Db, owner: Owner, targetId: number): Promise<boolean> {
  const [listed] = await listListed(db, owner.kind, [targetId]);
  if (!listed) throw new DomainError('NOT_FOUND', `No ${owner.kind} ${targetId} to add to favourites`);
  const [held] = await db
    .select({ count: count() })
    .from(favorites)
    .where(and(eq(favorites.userId, owner.userId), eq(favorites.kind, owner.kind)));
  if ((held?.count ?? 0) >= MAX_FAVORITES_PER_KIND) {
    throw new DomainError('CONFLICT', `At most ${MAX_FAVORITES_PER_KIND} favourites of each kind`);
  }
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(favorites)
      .values({ userId: owner.userId, kind: owner.kind, targetId })
      .onConflictDoNothing()
      .returning({ id: favorites.id });
    if (inserted.length > 0 && owner.kind === 'artwork') await changeArtworkLikes(tx, [targetId], 1);
    return inserted.length > 0;
  });
}

export async function removeFavorite(db: Db, owner: Owner, targetId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(favorites)
      .where(
        and(
          eq(favorites.userId, owner.userId),
          eq(favorites.kind, owner.kind),
          eq(favorites.targetId, targetId),
        ),
      )
      .returning({ id: favorites.id });
    if (removed.length === 0) {
      throw new DomainError('NOT_FOUND', `${owner.kind} ${targetId} is not among your favourites`);
    }
    if (owner.kind === 'artwork') await changeArtworkLikes(tx, [targetId], -1);
  });
}

/** Forgets all of a user's favourites, when the account is deleted. */
export async function removeAllFavorites(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(favorites)
      .where(eq(favorites.userId, userId))
      .returning({ kind: favorites.kind, targetId: favorites.targetId });
    const artworkIds = removed.filter((row) => row.kind === 'artwork').map((row) => row.targetId);
    await changeArtworkLikes(tx, artworkIds, -1);
  });
}

/** How many favourites the targets of a kind have, all users together (an artist's likes). */
export async function countFavoritesOf(db: Db, kind: FavoriteKind, targetIds: SQLWrapper): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(favorites)
    .where(and(eq(favorites.kind, kind), inArray(favorites.targetId, targetIds)));
  return row?.count ?? 0;
}

/** How many favourites a user keeps, of every kind. */
export async function countUserFavorites(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(favorites).where(eq(favorites.userId, userId));
  return row?.count ?? 0;
}
