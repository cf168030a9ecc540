import { CURRENCY_DETAILS, type Currency } from '@seed/domain/currency';
import type { Money } from '@seed/domain/money';

// Gateways speak decimal major units (12.5 for KWD 12.500); inside, money stays integer minor units.
export const toMajor = (money: Money): number =>
  money.amount / 10 ** CURRENCY_DETAILS[money.currency].minorDigits;

export const fromMajor = (value: number, currency: Currency): Money => ({
  amount: Math.round(value * 10 ** CURRENCY_DETAILS[currency].minorDigits),
  currency,
});
