import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { discountTiers } from '@seed/db/schema/wallet';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../staff/audit';
import type { StaffAct } from './admin-vouchers';
import { readDiscountTiers } from './discount-tiers';

type Tier = { minSubtotal: number; percent: number };

/**
 * Replaces the store's discount-on-amount tiers. The table is locked first, so two staff saving at once
 * apply one after the other and each audit row's `before` is what that save replaced. The cart's cached
 * tiers are dropped when the change commits.
 */
export async function setDiscountTiers(db: Db, tiers: readonly Tier[], act: StaffAct) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${discountTiers} in exclusive mode`);
    const before = await readDiscountTiers(tx);
    await tx.delete(discountTiers);
    if (tiers.length > 0) await tx.insert(discountTiers).values([...tiers]);
    const after = await readDiscountTiers(tx);
    const plain = (rows: Tier[]) => rows.map(({ minSubtotal, percent }) => ({ minSubtotal, percent }));
    await recordAudit(tx, {
      staffId: act.staffId,
      action: 'promotions.discountTiers.set',
      recordType: 'discountTiers',
      recordId: 'store',
      before: plain(before),
      after: plain(after),
      reason: act.reason,
      requestId: act.requestId,
    });
    await announceChange(tx, [cacheTags.catalogue]);
    return after;
  });
}
