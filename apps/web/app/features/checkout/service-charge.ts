import { CURRENCY_DETAILS, type Currency } from '@seed/domain/currency';
import type { Money } from '@seed/domain/money';

/**
 * The gateway's charge on top of the order for a payment method (a decimal in the order's currency, as the
 * API sends it) as money to show beside the method; null when the store bears it.
 */
export function serviceCharge(decimal: number, currency: Currency): Money | null {
  const amount = Math.round(decimal * 10 ** CURRENCY_DETAILS[currency].minorDigits);
  return amount > 0 ? { amount, currency } : null;
}
