import type { Money } from '@seed/domain/money';
import type { OrderStatus } from '@seed/domain/order-status';
import type { PrintPosition } from '@seed/domain/print-position';

// What the order components get: one language, dates written out, every amount the API's.

export type OrderLineView = {
  id: number;
  productId: number | null;
  name: string;
  image: string | null;
  color: { name: string; value: string } | null;
  size: string | null;
  printPosition: PrintPosition;
  count: number;
  unitPrice: Money;
};

export type OrderTotalsView = {
  subtotal: Money;
  discount: Money;
  delivery: Money;
  wallet: Money;
  total: Money;
  /** What is left to pay, or was paid, through the gateway. */
  price: Money;
};

export type OrderView = {
  id: number;
  status: OrderStatus;
  /** Whether `payments/retry` would take a new payment for it. */
  retryable: boolean;
  createdAt: string;
  expectedDelivery: string | null;
  lines: OrderLineView[];
  totals: OrderTotalsView;
  address: { title: string; summary: string; phone: string | null } | null;
  notes: { orderNote: string | null; personalNotes: string | null; isGift: boolean };
  history: { status: OrderStatus; at: string; note: string | null }[];
};

export type OrderListItemView = {
  id: number;
  status: OrderStatus;
  createdAt: string;
  total: Money;
  itemsCount: number;
};
