import type { Db } from '@seed/db/client';
import { artworks } from '@seed/db/schema/artworks';
import { and, count, eq, isNull } from 'drizzle-orm';

/** How many artworks wait for approval: those their artists still show, neither approved nor set aside (the queue). */
export async function countArtworksAwaitingApproval(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(artworks)
    .where(and(eq(artworks.isApproved, false), isNull(artworks.setAside), eq(artworks.isActive, true)));
  return row?.count ?? 0;
}
