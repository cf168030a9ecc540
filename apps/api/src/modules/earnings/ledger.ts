import type { Db, Tx } from '@seed/db/client';
import { artistEarnings } from '@seed/db/schema/earnings';
import { clearsBy, reversalAmount } from '@seed/domain/artist-earnings';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { artistSharesOf } from '../products/artist-shares';

/** An order line as the paid event hands it over: who made the product and their margin at order time. */
export type SoldLine = {
  id: number;
  productId: number | null;
  artistId: number | null;
  artistMargin: number;
  count: number;
  nameEn: string;
  nameAr: string;
  colorEn: string | null;
  colorAr: string | null;
  size: string | null;
};

/**
 * The paid event: each line of an artist's product earns its margin times its count, pending. Called in the
 * transaction that marks the order paid; a replayed event adds nothing (one sale row per line).
 */
export async function recordSales(tx: Tx | Db, orderId: number, lines: readonly SoldLine[]) {
  const shares = await artistSharesOf(
    tx,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
  const earning = lines.flatMap(({ id, productId, artistId, artistMargin, ...sold }) =>
    artistId !== null && artistMargin > 0
      ? [
          {
            ...sold,
            artistId,
            orderId,
            orderProductId: id,
            productId,
            artworkId: productId === null ? null : (shares.get(productId)?.artworkId ?? null),
            kind: 'SALE' as const,
            amount: artistMargin * sold.count,
          },
        ]
      : [],
  );
  if (earning.length === 0) return;
  await tx.insert(artistEarnings).values(earning).onConflictDoNothing();
}

/** The delivered event: the return window of the order's pending earnings starts now. */
export async function markDelivered(tx: Tx, orderId: number, at: Date) {
  await tx
    .update(artistEarnings)
    .set({ deliveredAt: at })
    .where(
      and(
        eq(artistEarnings.orderId, orderId),
        eq(artistEarnings.state, 'PENDING'),
        isNull(artistEarnings.deliveredAt),
      ),
    );
}

export type ReversedLines = 'ALL' | readonly { lineId: number; count: number }[];

/**
 * A refund, an accepted return or a cancellation takes back what the lines earned. Before a payout the
 * reversal sits beside its sale in the same state, so the two sum to nothing and clear together; once the
 * sale is in a payout, the reversal is a cleared debt that the artist's next payout deducts.
 */
export async function reverseSales(tx: Tx, orderId: number, lines: ReversedLines, reason: string) {
  const rows = await tx
    .select()
    .from(artistEarnings)
    .where(eq(artistEarnings.orderId, orderId))
    .orderBy(asc(artistEarnings.id))
    .for('update');
  const asked = lines === 'ALL' ? null : new Map(lines.map((line) => [line.lineId, line.count]));
  for (const sale of rows.filter((row) => row.kind === 'SALE')) {
    const count = asked ? asked.get(sale.orderProductId) : sale.count;
    if (!count) continue;
    const reversedCount = rows
      .filter((row) => row.kind === 'REVERSAL' && row.orderProductId === sale.orderProductId)
      .reduce((sum, row) => sum + row.count, 0);
    const { units, amount } = reversalAmount(sale, reversedCount, count);
    if (units === 0) continue;
    const inPayout = sale.payoutId !== null;
    const { id: _sale, createdAt: _at, payoutId: _payout, ...copied } = sale;
    await tx.insert(artistEarnings).values({
      ...copied,
      kind: 'REVERSAL',
      count: units,
      amount: -amount,
      state: inPayout ? 'CLEARED' : sale.state,
      deliveredAt: sale.deliveredAt,
      clearedAt: inPayout ? new Date() : sale.clearedAt,
      reason,
    });
  }
}

/**
 * Clears every pending earning delivered at least a return window before `now`. Run by the hourly job and
 * on demand; `now` is the caller's, so tests move the clock instead of waiting.
 */
export async function clearEarnings(db: Db, options: { now: Date; returnWindowDays: number }) {
  const cleared = await db
    .update(artistEarnings)
    .set({ state: 'CLEARED', clearedAt: options.now })
    .where(
      and(
        eq(artistEarnings.state, 'PENDING'),
        lte(artistEarnings.deliveredAt, clearsBy(options.now, options.returnWindowDays)),
      ),
    )
    .returning({ id: artistEarnings.id });
  return cleared.length;
}

/** Pending, cleared (in an unpaid payout too) and paid sums of some artists, KWD fils. */
export async function balancesOf(db: Db, artistIds: readonly number[]) {
  if (artistIds.length === 0) return new Map<number, { pending: number; cleared: number; paid: number }>();
  const rows = await db
    .select({
      artistId: artistEarnings.artistId,
      pending: sql<number>`coalesce(sum(${artistEarnings.amount}) filter (where ${artistEarnings.state} = 'PENDING'), 0)::int`,
      cleared: sql<number>`coalesce(sum(${artistEarnings.amount}) filter (where ${artistEarnings.state} = 'CLEARED'), 0)::int`,
      paid: sql<number>`coalesce(sum(${artistEarnings.amount}) filter (where ${artistEarnings.state} = 'PAID'), 0)::int`,
    })
    .from(artistEarnings)
    .where(inArray(artistEarnings.artistId, [...artistIds]))
    .groupBy(artistEarnings.artistId);
  return new Map(rows.map(({ artistId, ...sums }) => [artistId, sums]));
}
