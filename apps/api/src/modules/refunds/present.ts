import type { Db } from '@seed/db/client';
import { parseCurrency } from '@seed/domain/currency';
import { findAccounts } from '../users/service';
import type { RefundLineRow, RefundRow } from './ledger';

type Account = { id: number; email: string; firstName: string; lastName: string };

/** The staff accounts who made these refunds, by id, for their names beside each refund. */
export async function refundStaff(db: Db, rows: readonly RefundRow[]): Promise<Map<number, Account>> {
  const ids = [...new Set(rows.flatMap((row) => (row.staffId === null ? [] : [row.staffId])))];
  const accounts = await findAccounts(db, ids);
  return new Map(
    accounts.map((account) => [
      account.id,
      { id: account.id, email: account.email, firstName: account.firstName, lastName: account.lastName },
    ]),
  );
}

export function presentRefund(
  row: RefundRow,
  lines: readonly RefundLineRow[],
  staff: ReadonlyMap<number, Account>,
) {
  const currency = parseCurrency(row.currency);
  return {
    id: row.id,
    orderId: row.orderId,
    amount: { amount: row.amount, currency },
    toCard: { amount: row.cardAmount, currency },
    toWallet: { amount: row.walletAmount, currency },
    destination: row.destination,
    state: row.state,
    wholeOrder: row.wholeOrder,
    gatewayRefundId: row.gatewayRefundId,
    reason: row.reason,
    staff: row.staffId === null ? null : (staff.get(row.staffId) ?? null),
    createdAt: row.createdAt.toISOString(),
    lines: lines
      .filter((line) => line.refundId === row.id)
      .map((line) => ({ lineId: line.orderProductId, count: line.count, restocked: line.restocked })),
  };
}
