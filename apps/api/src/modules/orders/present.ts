import { parseCurrency } from '@seed/domain/currency';
import { convertFils } from '@seed/domain/money';
import type { OrderStatus } from '@seed/domain/order-status';
import { toMedia } from '../../http/media';
import type { OrderRow } from './records';
import type { findOrder } from './service';

type SummaryRow = {
  id: number;
  status: OrderStatus;
  createdAt: Date;
  price: number;
  subtotal: number;
  discount: number;
  deliveryPrice: number;
  currency: string;
  expectedDeliveryDate: string | null;
  itemsCount: number;
};

// An order reads in the currency it was paid in, whatever the shopper browses in now.
const moneyOf = (row: { currency: string }) => {
  const currency = parseCurrency(row.currency);
  return (fils: number) => convertFils(fils, currency);
};

/** The method as replies have always named it: the gateway method's id as text, or WALLET. */
function paymentMethodOf(row: Pick<OrderRow, 'paidBy' | 'paymentMethodId'>): string | null {
  if (row.paidBy === 'WALLET') return 'WALLET';
  return row.paymentMethodId === null ? null : String(row.paymentMethodId);
}

export function presentSummary(row: SummaryRow) {
  const money = moneyOf(row);
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt,
    price: money(row.price),
    total: money(row.subtotal - row.discount + row.deliveryPrice),
    itemsCount: row.itemsCount,
    expectedDeliveryDate: row.expectedDeliveryDate,
    currency: parseCurrency(row.currency),
  };
}

export function presentDetail(found: Awaited<ReturnType<typeof findOrder>>, mediaBase: string) {
  const { row, lines, history } = found;
  const money = moneyOf(row);
  return {
    ...presentSummary(found),
    subtotal: money(row.subtotal),
    deliveryPrice: money(row.deliveryPrice),
    discount: money(row.discount),
    percent: row.percent,
    paymentMethod: paymentMethodOf(row),
    notes: row.notes,
    orderNote: row.orderNote,
    personalNotes: row.personalNotes,
    isGift: row.isGift,
    isUsedWallet: row.isUsedWallet,
    paymentWalletAmount: money(row.paymentWalletAmount),
    orderType: row.orderType,
    isOfflineOrder: row.isOfflineOrder,
    internationalOrder: row.internationalOrder,
    address: row.address,
    orderProducts: lines.map(({ line, color, size, media }) => ({
      id: line.id,
      productId: line.productId,
      nameEn: line.nameEn,
      nameAr: line.nameAr,
      unitPrice: money(line.unitPrice),
      count: line.count,
      printPosition: line.printPosition,
      color: color?.nameEn ? color : null,
      size,
      media: toMedia(media?.id ? media : null, mediaBase),
      bundleId: line.bundleId,
      uniqueKey: line.uniqueKey,
    })),
    statusHistory: history,
  };
}
