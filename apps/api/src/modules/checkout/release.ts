import type { Db } from '@seed/db/client';
import { restoreCartLines } from '../cart/checkout-cart';
import { releaseStock } from '../inventory/stock';
import { type OrderRow, orderLines } from '../orders/records';
import { refundWallet } from '../wallet/service';
import { releaseVoucherUse } from './voucher-use';

/**
 * Gives back what an unpaid or cancelled order held: its stock, its wallet spend (a refund row) and its
 * voucher use. After a failed payment its lines also go back into the cart, so the shopper can try again.
 * The caller holds the user's and the order's locks and has moved the order already.
 */
export async function releaseOrder(db: Db, order: OrderRow, options: { restoreCart: boolean }) {
  const lines = await orderLines(db, order.id);
  await releaseVoucherUse(db, order.id);
  await releaseStock(db, lines.stock, { reason: 'RELEASE', orderId: order.id });
  await refundWallet(db, order.id);
  if (options.restoreCart) await restoreCartLines(db, order.userId, lines.cart);
}

/** A cancelled order's release: its lines stay out of the cart (staff cancelled it, not a failed payment). */
export const releaseCancelledOrder = (db: Db, order: OrderRow) =>
  releaseOrder(db, order, { restoreCart: false });
