import type { Db } from '@seed/db/client';
import { searchHistory } from '@seed/db/schema/search-history';
import type { Paging } from '@seed/domain/paging';
import { and, desc, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { pageOf } from '../../http/page';

/** Whose searches: a signed-in shopper's, else a guest device's. */
export type SearchOwner = { userId: number } | { deviceId: string };

// Enough for the box's recent list; older searches are dropped as new ones come.
const KEPT_PER_OWNER = 20;

function ownedBy(owner: SearchOwner): SQL {
  return 'userId' in owner
    ? eq(searchHistory.userId, owner.userId)
    : and(eq(searchHistory.deviceId, owner.deviceId), isNull(searchHistory.userId))!;
}

// The same words typed again move to the top instead of showing twice; case and spacing do not count.
const sameWords = (searchWord: string) => sql`lower(${searchHistory.searchWord}) = lower(${searchWord})`;

/** Records a search as the owner's most recent, keeping one entry per text and the newest few. */
export async function saveSearch(db: Db, owner: SearchOwner, searchWord: string) {
  return db.transaction(async (tx) => {
    await tx.delete(searchHistory).where(and(ownedBy(owner), sameWords(searchWord)));
    const [saved] = await tx
      .insert(searchHistory)
      .values({ ...owner, searchWord })
      .returning({
        id: searchHistory.id,
        searchWord: searchHistory.searchWord,
        createdAt: searchHistory.createdAt,
      });
    const kept = tx
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(ownedBy(owner))
      .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
      .limit(KEPT_PER_OWNER);
    await tx.delete(searchHistory).where(and(ownedBy(owner), notInArray(searchHistory.id, kept)));
    return saved!;
  });
}

/** The owner's searches, most recent first, each text once (two saves racing could both have landed). */
export async function listSearchHistory(db: Db, owner: SearchOwner, paging: Paging) {
  const latest = db
    .selectDistinctOn([sql`lower(${searchHistory.searchWord})`], { id: searchHistory.id })
    .from(searchHistory)
    .where(ownedBy(owner))
    .orderBy(sql`lower(${searchHistory.searchWord})`, desc(searchHistory.createdAt), desc(searchHistory.id));
  const rows = await db
    .select({
      id: searchHistory.id,
      searchWord: searchHistory.searchWord,
      createdAt: searchHistory.createdAt,
    })
    .from(searchHistory)
    .where(inArray(searchHistory.id, latest))
    .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}
