import { DomainError } from './errors';
import type { OrderStatus } from './order-status';

/** Orders a customer bought: paid, whatever happened after (a refunded order was still an order). */
export const BOUGHT_ORDER_STATUSES = [
  'PAID',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
  'REFUNDED',
] as const satisfies readonly OrderStatus[];

/** Orders whose money the store kept: bought and not refunded. A customer's "total spent" sums these. */
export const SPENT_ORDER_STATUSES = [
  'PAID',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
] as const satisfies readonly OrderStatus[];

export const WALLET_ADJUSTMENT_DIRECTIONS = ['CREDIT', 'DEBIT'] as const;
export type WalletAdjustmentDirection = (typeof WALLET_ADJUSTMENT_DIRECTIONS)[number];

/** The most one staff adjustment moves, KWD fils (1,000 KWD): a larger sum is a typo or belongs to finance. */
export const WALLET_ADJUSTMENT_MAX_FILS = 1_000_000;

/**
 * The signed ledger amount of an adjustment, refused when a debit would take the balance below zero. The
 * balance must be read under the account's row lock, or two debits could each see the same balance.
 */
export function walletAdjustment(
  balanceFils: number,
  direction: WalletAdjustmentDirection,
  fils: number,
): number {
  if (!Number.isSafeInteger(fils) || fils <= 0) throw new RangeError(`Fils must be positive, got ${fils}`);
  if (direction === 'CREDIT') return fils;
  if (fils > balanceFils) {
    throw new DomainError('CONFLICT', 'The wallet cannot go below zero', {
      reason: 'WALLET_BELOW_ZERO',
      details: { balance: balanceFils, amount: fils },
    });
  }
  return -fils;
}

/** Whether a member of staff may deactivate this account: never their own, never an ADMIN's. */
export function assertDeactivatable(account: { id: number; role: string }, staffId: number): void {
  if (account.id === staffId) {
    throw new DomainError('CONFLICT', 'You cannot deactivate your own account', {
      reason: 'CANNOT_DEACTIVATE_SELF',
    });
  }
  if (account.role === 'ADMIN') {
    throw new DomainError('CONFLICT', 'An ADMIN account cannot be deactivated', {
      reason: 'CANNOT_DEACTIVATE_ADMIN',
    });
  }
}

const KWD_TEXT = /^(\d{1,7})(?:[.,٫](\d{1,3}))?$/;
const ARABIC_DIGITS = /[٠-٩]/g;

/**
 * A KWD amount as a person types it ("5", "5.250", "٥٫٢٥") in fils, or null when it is not one. Arabic-Indic
 * digits and the Arabic decimal separator are read as their Latin forms.
 */
export function parseKwdText(text: string): number | null {
  const latin = text.trim().replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660));
  const match = KWD_TEXT.exec(latin);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}
