import { ApiError, type ContractClient } from '@seed/contract/client';
import type { ReplyOf } from '@seed/contract/endpoint';
import { orders } from '@seed/contract/orders';
import { formatAddress } from '@seed/domain/address-format';
import type { Locale } from '@seed/domain/locale';
import { isUnpaidEnded } from '@seed/domain/order-status';
import { data } from 'react-router';
import { formatDay, formatMoment } from './format-date';
import type { OrderListItemView, OrderView } from './order-view';

type OrderDetail = ReplyOf<typeof orders.detail>['order'];

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

// The address as it was ordered (a snapshot the API passes through); only its text fields are shown.
function addressView(address: NonNullable<OrderDetail['address']>, locale: Locale) {
  const fields = Object.fromEntries(Object.entries(address).map(([key, value]) => [key, text(value)]));
  const name = [fields.firstName, fields.lastName].filter(Boolean).join(' ');
  return {
    title: fields.addressNickname ?? name,
    summary: formatAddress({ ...fields, country: fields.country ?? '' }, locale),
    phone: fields.phone ?? null,
  };
}

// The API's rule for `payments/retry` (the API's checkout/start-payment.ts): an unpaid order can be paid again, but
// a failed or expired one that used the wallet or a voucher gave both back and must be checked out afresh.
function retryable(order: OrderDetail): boolean {
  if (order.status === 'PENDING_PAYMENT') return order.price.amount > 0;
  return isUnpaidEnded(order.status) && !order.isUsedWallet && order.percent === 0;
}

function orderView(order: OrderDetail, locale: Locale): OrderView {
  const ar = locale === 'ar';
  return {
    id: order.id,
    status: order.status,
    retryable: retryable(order),
    createdAt: formatMoment(order.createdAt, locale),
    expectedDelivery: order.expectedDeliveryDate && formatDay(order.expectedDeliveryDate, locale),
    lines: order.orderProducts.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: ar ? line.nameAr : line.nameEn,
      image: line.media?.url.small ?? null,
      color: line.color && { name: ar ? line.color.nameAr : line.color.nameEn, value: line.color.value },
      size: line.size,
      printPosition: line.printPosition,
      count: line.count,
      unitPrice: line.unitPrice,
    })),
    totals: {
      subtotal: order.subtotal,
      discount: order.discount,
      delivery: order.deliveryPrice,
      wallet: order.paymentWalletAmount,
      total: order.total,
      price: order.price,
    },
    address: order.address && addressView(order.address, locale),
    notes: { orderNote: order.orderNote, personalNotes: order.personalNotes, isGift: order.isGift },
    history: order.statusHistory.map((entry) => ({
      status: entry.toStatus,
      at: formatMoment(entry.createdAt, locale),
      note: entry.note,
    })),
  };
}

/** One of the shopper's orders; a malformed id, an unknown one and another user's are all the 404 page. */
export async function loadOrder(
  api: ContractClient,
  rawId: string | undefined,
  locale: Locale,
): Promise<OrderView> {
  if (!rawId || !/^\d{1,10}$/.test(rawId)) throw data(null, { status: 404 });
  try {
    const { order } = await api.call(orders.detail, { params: { id: rawId } });
    return orderView(order, locale);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export const ORDERS_PAGE_SIZE = 10;

/** A page (1-based) of the shopper's orders, newest first. */
export async function loadOrdersPage(
  api: ContractClient,
  page: number,
  locale: Locale,
): Promise<{ orders: OrderListItemView[]; hasMore: boolean }> {
  const reply = await api.call(orders.list, {
    query: { limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE },
  });
  return {
    hasMore: reply.hasMore,
    orders: reply.orders.map((order) => ({
      id: order.id,
      status: order.status,
      createdAt: formatDay(order.createdAt, locale),
      total: order.total,
      itemsCount: order.itemsCount,
    })),
  };
}
