import type { Db } from '@seed/db/client';
import { orders } from '@seed/db/schema/orders';
import { payments } from '@seed/db/schema/payments';
import { and, asc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CommerceOptions } from '../../http/commerce';
import { type ExpiryResult, expireUnpaidOrder } from './settle';

// One run settles at most this many orders in turns of BATCH; the rest wait for the next run.
const BATCH = 50;
const MAX_PER_RUN = 1000;

/**
 * Orders awaiting payment whose latest attempt to pay (or, without one, the order itself) began before
 * `cutoff`, after `afterId`, by id.
 */
async function overdueOrders(db: Db, cutoff: Date, afterId: number): Promise<number[]> {
  const latestAttempt = db
    .select({ orderId: payments.orderId, at: max(payments.createdAt).as('at') })
    .from(payments)
    .groupBy(payments.orderId)
    .as('latest_attempt');
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(latestAttempt, eq(latestAttempt.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'PENDING_PAYMENT'),
        lt(orders.createdAt, cutoff),
        gt(orders.id, afterId),
        lt(sql`coalesce(${latestAttempt.at}, ${orders.createdAt})`, cutoff),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

export type ExpiryRun = Record<ExpiryResult, number>;

/** The expiry job: every order left unpaid for `timeoutMinutes` is checked with the gateway, then expired. */
export async function expireUnpaidOrders(
  options: CommerceOptions,
  { timeoutMinutes, now = new Date() }: { timeoutMinutes: number; now?: Date },
  log: FastifyBaseLogger,
): Promise<ExpiryRun> {
  const cutoff = new Date(now.getTime() - timeoutMinutes * 60_000);
  const run: ExpiryRun = { PAID: 0, EXPIRED: 0, UNCHANGED: 0 };
  let afterId = 0;
  for (let seen = 0; seen < MAX_PER_RUN; ) {
    const ids = await overdueOrders(options.db, cutoff, afterId);
    if (ids.length === 0) break;
    for (const id of ids) run[await expireUnpaidOrder(options, id, cutoff, log)]++;
    seen += ids.length;
    afterId = ids.at(-1)!;
  }
  if (run.PAID + run.EXPIRED > 0) log.info({ ...run, timeoutMinutes }, 'unpaid orders expired');
  return run;
}
