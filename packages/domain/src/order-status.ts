import { DomainError } from './errors';

// No zod here: the checkout and order pages import these names; the API builds its schema from the list.
export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PAYMENT_FAILED',
  'PAYMENT_EXPIRED',
  'PAID',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

// The one table of allowed moves (DESIGN §4). Once printing starts an order can no longer be cancelled,
// only refunded; CANCELLED and REFUNDED are final. A SHIPPED order may be refunded in full: a parcel lost
// or refused on the way is not delivered, and the shopper is owed their money (decision 0035). PAYMENT_EXPIRED is an order left unpaid past the
// payment timeout (decision 0017): like a failed payment it gave back what it held and may be paid again.
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING_PAYMENT: ['PAID', 'PAYMENT_FAILED', 'PAYMENT_EXPIRED', 'CANCELLED'],
  PAYMENT_FAILED: ['PENDING_PAYMENT', 'CANCELLED'],
  PAYMENT_EXPIRED: ['PENDING_PAYMENT', 'CANCELLED'],
  PAID: ['IN_PRODUCTION', 'CANCELLED', 'REFUNDED'],
  IN_PRODUCTION: ['SHIPPED', 'REFUNDED'],
  SHIPPED: ['DELIVERED', 'REFUNDED'],
  DELIVERED: ['REFUNDED'],
  CANCELLED: [],
  REFUNDED: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

// A refused move is a CONFLICT (the order is not in a state that allows it), not bad input: callers check
// "already in the target status" first, so a repeated payment callback stays a harmless no-op.
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) {
    throw new DomainError('CONFLICT', `An order cannot go from ${from} to ${to}`, {
      reason: 'ORDER_MOVE_NOT_ALLOWED',
      details: { from, to },
    });
  }
}

// Payment outcomes come from the gateway (or the expiry job) and a retry from the shopper; an admin moves
// orders along production, delivery, cancellation and refund only.
const PAYMENT_STATUSES: readonly OrderStatus[] = [
  'PENDING_PAYMENT',
  'PAYMENT_FAILED',
  'PAYMENT_EXPIRED',
  'PAID',
];

export function assertAdminTransition(from: OrderStatus, to: OrderStatus): void {
  if (PAYMENT_STATUSES.includes(to)) {
    throw new DomainError('CONFLICT', `Only the payment gateway or the shopper moves an order to ${to}`, {
      reason: 'ORDER_MOVE_PAYMENT_ONLY',
      details: { to },
    });
  }
  assertTransition(from, to);
}

/** The statuses staff may move an order to from this one, in the table's order: what the order page offers. */
export function adminNextStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_TRANSITIONS[from].filter((to) => !PAYMENT_STATUSES.includes(to));
}

/**
 * Whether entering this status gives back what the order held: its stock, the wallet amount it spent and
 * its voucher use. A refund after printing keeps the stock (the items are made) and is settled by hand.
 */
export function releasesReservation(from: OrderStatus, to: OrderStatus): boolean {
  const holds = from === 'PENDING_PAYMENT' || from === 'PAID';
  return holds && (to === 'PAYMENT_FAILED' || to === 'PAYMENT_EXPIRED' || to === 'CANCELLED');
}

/** An order whose payment failed or ran out of time: it holds nothing and the shopper may pay it again. */
export const isUnpaidEnded = (status: OrderStatus) =>
  status === 'PAYMENT_FAILED' || status === 'PAYMENT_EXPIRED';
