import type { Db } from '@seed/db/client';
import { refundLines } from '@seed/db/schema/refunds';
import { parseCurrency } from '@seed/domain/currency';
import { convertFils } from '@seed/domain/money';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import { lockExistingOrder, orderNotFound, orderOwner } from '../orders/records';
import { findContact } from '../users/service';
import { type RefundRow, refundLedger } from './ledger';
import { presentRefund, refundStaff } from './present';
import { refundMail } from './refund-mail';
import type { RefundOutcome } from './service';

/** An order's refunds and what is left, for the refund page (a plain read; the refund itself locks). */
export async function orderRefunds(db: Db, orderId: number) {
  if ((await orderOwner(db, orderId)) === null) throw orderNotFound(orderId);
  return db.transaction(async (tx) => {
    // Under the order's lock the figures are those of one moment, never half of a refund being written.
    const order = await lockExistingOrder(tx, orderId);
    const ledger = await refundLedger(tx, order);
    const currency = parseCurrency(order.currency);
    const money = (amount: number) => ({ amount, currency });
    const staff = await refundStaff(tx, ledger.rows);
    return {
      orderId: order.id,
      status: order.status,
      paid: money(ledger.paid.card + ledger.paid.wallet),
      refunded: money(ledger.refunded.card + ledger.refunded.wallet),
      refundable: money(ledger.left.total),
      refundableToCard: money(ledger.left.card),
      lines: ledger.orderRows.map((line) => ({
        id: line.id,
        nameEn: line.nameEn,
        nameAr: line.nameAr,
        unitPrice: convertFils(line.unitPrice, currency),
        count: line.count,
        refundableCount: Math.max(0, ledger.open.get(line.id) ?? 0),
      })),
      refunds: ledger.rows.map((row) => presentRefund(row, ledger.lines, staff)),
    };
  });
}

/** One refund as the API shows it, with its lines and who made it. */
export async function showRefund(db: Db, refund: RefundRow) {
  const lines = await db
    .select()
    .from(refundLines)
    .where(eq(refundLines.refundId, refund.id))
    .orderBy(asc(refundLines.id));
  return presentRefund(refund, lines, await refundStaff(db, [refund]));
}

/** Tells the shopper about a new refund; a mail failure is logged, the refund stands. */
export async function sendRefundMail(db: Db, mailer: Mailer, log: FastifyBaseLogger, outcome: RefundOutcome) {
  if (!outcome.created) return;
  const { refund, order } = outcome;
  try {
    const contact = await findContact(db, order.userId);
    if (!contact?.email) return;
    const currency = parseCurrency(refund.currency);
    await mailer.send(
      refundMail({
        to: contact,
        orderId: order.id,
        toCard: { amount: refund.cardAmount, currency },
        toWallet: { amount: refund.walletAmount, currency },
        whole: order.status === 'REFUNDED',
      }),
    );
  } catch (err) {
    log.error({ err, refundId: refund.id }, 'refund mail not sent');
  }
}
