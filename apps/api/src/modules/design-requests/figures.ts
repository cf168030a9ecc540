import type { Db } from '@seed/db/client';
import { designRequests } from '@seed/db/schema/design-requests';
import type { DesignRequestStatus } from '@seed/domain/design-request';
import { count, inArray } from 'drizzle-orm';

/** How many design requests are at each of these statuses now (statuses with none are left out). */
export async function countDesignRequestsAt(db: Db, statuses: readonly DesignRequestStatus[]) {
  return db
    .select({ status: designRequests.status, count: count() })
    .from(designRequests)
    .where(inArray(designRequests.status, [...statuses]))
    .groupBy(designRequests.status);
}
