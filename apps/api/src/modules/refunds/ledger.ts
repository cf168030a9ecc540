import type { Db } from '@seed/db/client';
import { refundLines, refunds } from '@seed/db/schema/refunds';
import { parseCurrency } from '@seed/domain/currency';
import { convertFils } from '@seed/domain/money';
import { openCounts, type PaymentParts, refundable } from '@seed/domain/refund';
import { asc, eq, inArray } from 'drizzle-orm';
import { type OrderRow, orderLines } from '../orders/records';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundLineRow = typeof refundLines.$inferSelect;

/**
 * What the shopper paid for the order, in its currency: the gateway's part (the order's price) and the
 * wallet's. Both are stored in KWD fils and converted at the store's fixed rates, as the payment was.
 */
export function paidParts(order: Pick<OrderRow, 'price' | 'paymentWalletAmount' | 'currency'>): PaymentParts {
  const currency = parseCurrency(order.currency);
  return {
    card: convertFils(order.price, currency).amount,
    wallet: convertFils(order.paymentWalletAmount, currency).amount,
  };
}

/** An order's refunds so far with their lines, and what is left: read under the order's lock to refund. */
export async function refundLedger(db: Db, order: OrderRow) {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, order.id))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(refundLines)
          .where(
            inArray(
              refundLines.refundId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(refundLines.id));
  const refunded: PaymentParts = {
    card: rows.reduce((sum, row) => sum + row.cardAmount, 0),
    wallet: rows.reduce((sum, row) => sum + row.walletAmount, 0),
  };
  const paid = paidParts(order);
  const orderRows = (await orderLines(db, order.id)).rows;
  const open = openCounts(
    orderRows,
    lines.map((line) => ({ lineId: line.orderProductId, count: line.count })),
  );
  return { paid, refunded, left: refundable(paid, refunded), rows, lines, orderRows, open };
}

export type RefundLedger = Awaited<ReturnType<typeof refundLedger>>;
