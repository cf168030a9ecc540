import { DomainError } from './errors';

/** Where refunded money goes: back to the card at the gateway, or to the shopper's wallet as store credit. */
export const REFUND_DESTINATIONS = ['CARD', 'WALLET'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** Amounts in the order's currency minor units, split by how the shopper paid and how money went back. */
export type PaymentParts = { card: number; wallet: number };

export type Refundable = {
  /** Everything paid and not yet refunded. */
  total: number;
  /** Of that, what can still go back to the card: card money not yet refunded to the card or the wallet. */
  card: number;
};

/**
 * What is left to refund. A wallet refund gives back the wallet-paid part first and only then card money
 * (store credit never takes a card refund away while wallet money is still owed); a card refund takes card
 * money only. Decision 0035.
 */
export function refundable(paid: PaymentParts, refunded: PaymentParts): Refundable {
  const total = Math.max(0, paid.card + paid.wallet - refunded.card - refunded.wallet);
  const cardTakenByWallet = Math.max(0, refunded.wallet - paid.wallet);
  const card = Math.max(0, Math.min(total, paid.card - refunded.card - cardTakenByWallet));
  return { total, card };
}

/**
 * How a refund of `amount` is paid out. To the wallet: all of it. To the card: as much as the card can take
 * back, the rest (money the shopper paid from their wallet) back to the wallet, as it came.
 */
export function allocateRefund(
  amount: number,
  destination: RefundDestination,
  left: Refundable,
): PaymentParts {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new DomainError('INVALID_DATA', 'A refund is a positive amount', { reason: 'REFUND_NOTHING' });
  }
  if (amount > left.total) {
    throw new DomainError('CONFLICT', 'The refund is more than what was paid and is not yet refunded', {
      reason: 'REFUND_EXCEEDS_PAID',
      details: { left: left.total },
    });
  }
  if (destination === 'WALLET') return { card: 0, wallet: amount };
  const card = Math.min(amount, left.card);
  return { card, wallet: amount - card };
}

type PricedLine = { unitPrice: number; count: number };

/**
 * What `count` items of a line were paid, in KWD fils: their price less their share of the order's
 * discount (a voucher's percent spreads over every line). Delivery is refunded only with the whole order.
 */
export function linesValue(
  lines: readonly (PricedLine & { refundCount: number })[],
  order: { subtotal: number; discount: number },
): number {
  const gross = lines.reduce((sum, line) => sum + line.unitPrice * line.refundCount, 0);
  if (order.subtotal <= 0 || order.discount <= 0) return gross;
  return Math.max(0, Math.round(gross - (gross * order.discount) / order.subtotal));
}

/** Each line's count still open for a refund or a return: bought less what earlier refunds took. */
export function openCounts(
  lines: readonly { id: number; count: number }[],
  taken: readonly { lineId: number; count: number }[],
): Map<number, number> {
  const open = new Map(lines.map((line) => [line.id, line.count]));
  for (const item of taken) open.set(item.lineId, (open.get(item.lineId) ?? 0) - item.count);
  return open;
}

/** Refuses a line that is not the order's, or more items than are still open on it. */
export function assertLineCounts(
  asked: readonly { lineId: number; count: number }[],
  open: ReadonlyMap<number, number>,
): void {
  const seen = new Set<number>();
  for (const { lineId, count } of asked) {
    const left = open.get(lineId);
    if (left === undefined || seen.has(lineId)) {
      throw new DomainError('INVALID_DATA', `Line ${lineId} is not a line of this order, once`, {
        reason: 'REFUND_LINE_UNKNOWN',
        details: { lineId },
      });
    }
    seen.add(lineId);
    if (count > left) {
      throw new DomainError('CONFLICT', `Only ${left} of line ${lineId} can still be refunded`, {
        reason: 'REFUND_LINE_COUNT_EXCEEDED',
        details: { lineId, left },
      });
    }
  }
}

/** An order holds money to refund once paid, until it is cancelled (which gives it back) or wholly refunded. */
export const REFUNDABLE_STATUSES = ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'] as const;
