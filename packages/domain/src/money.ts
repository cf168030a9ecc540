import { isolateLtr } from './bidi-isolate';
import { CURRENCY_DETAILS, type Currency, DEFAULT_CURRENCY } from './currency';
import { roundHalfAwayFromZero } from './rounding';

/** An amount in integer minor units (fils, cents, halala…) of its currency; never a float of major units. */
export type Money = { amount: number; currency: Currency };

/** How many units of each currency one Kuwaiti dinar buys (spec §9); fixed, not live rates. */
export const RATES_PER_KWD: Readonly<Record<Currency, number>> = {
  KWD: 1,
  USD: 3.2548797206494404,
  SAR: 12.203417495066487,
  AED: 11.94103453151608,
  QAR: 11.840261768195594,
  OMR: 1.254812096174299,
  BHD: 1.2262530507859808,
};

const KWD_MINOR_DIGITS = CURRENCY_DETAILS.KWD.minorDigits;

function minorFactor(currency: Currency): number {
  return 10 ** CURRENCY_DETAILS[currency].minorDigits;
}

// The spec says a conversion "divides the amount by the target rate relative to USD". Read with a rate
// expressed as USD per unit of the target (RATES.USD / RATES.target), dividing a USD amount by it gives
// amount_usd * RATES.target / RATES.USD. Our stored base is KWD, where RATES.KWD = 1, so the same rule
// collapses to amount_kwd * RATES.target: 10.000 KWD = 32.55 USD, as the table says it must.
export function convertFils(fils: number, to: Currency): Money {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`Fils must be an integer, got ${fils}`);
  const amount = (fils * RATES_PER_KWD[to] * minorFactor(to)) / 10 ** KWD_MINOR_DIGITS;
  return { amount: roundHalfAwayFromZero(amount), currency: to };
}

/** The inverse of convertFils: an amount of any currency in KWD fils, rounded to the fil. */
export function toFils(money: Money): number {
  if (!Number.isSafeInteger(money.amount))
    throw new RangeError(`Amount must be an integer, got ${money.amount}`);
  const kwd = money.amount / minorFactor(money.currency) / RATES_PER_KWD[money.currency];
  return roundHalfAwayFromZero(kwd * 10 ** KWD_MINOR_DIGITS);
}

export type MoneyInput = { amount?: number | null; currency: Currency };

// The spec's display format is "KWD 12.50" in every currency, even those with three minor digits; the
// precise amount stays in the data, only the display rounds.
export function formatMoney(
  money: MoneyInput | null | undefined,
  fallbackCurrency: Currency = DEFAULT_CURRENCY,
): string {
  const currency = money?.currency ?? fallbackCurrency;
  const amount = money?.amount;
  if (amount == null || !Number.isFinite(amount)) return `${currency} 0.00`;
  const hundredths = roundHalfAwayFromZero((amount * 100) / minorFactor(currency));
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${currency} ${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * formatMoney for plain text that mixes with words (e-mails, aria labels, select options): isolated left to
 * right, so "KWD 12.50" keeps its code before its amount inside an Arabic sentence. Pages use <Price>.
 */
export function formatMoneyText(money: MoneyInput | null | undefined, fallbackCurrency?: Currency): string {
  return isolateLtr(formatMoney(money, fallbackCurrency));
}

export type AnalyticsPrice = { currency: 'USD'; price: number };

// Analytics compares sales across currencies, so every event reports USD whatever the shopper chose.
export function toAnalyticsUsd(money: Money): AnalyticsPrice {
  const major = money.amount / minorFactor(money.currency);
  const usd = (major / RATES_PER_KWD[money.currency]) * RATES_PER_KWD.USD;
  return { currency: 'USD', price: roundHalfAwayFromZero(usd * 100) / 100 };
}

/**
 * The amount in major units as a plain decimal with every minor digit ("7.750" for 7750 fils), as
 * machine-read formats want it (schema.org offers): no currency code, no rounding.
 */
export function decimalAmount(money: Money): string {
  const digits = CURRENCY_DETAILS[money.currency].minorDigits;
  const sign = money.amount < 0 ? '-' : '';
  const abs = String(Math.abs(money.amount)).padStart(digits + 1, '0');
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}
