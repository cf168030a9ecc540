import type { Db } from '@seed/db/client';
import { artistRequests } from '@seed/db/schema/artists';
import { count, eq } from 'drizzle-orm';

/** How many requests to become an artist wait for a decision. */
export async function countPendingArtistRequests(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(artistRequests)
    .where(eq(artistRequests.status, 'PENDING'));
  return row?.count ?? 0;
}
