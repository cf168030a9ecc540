import { CURRENCIES, type Currency } from '@seed/domain/currency';
import type { PaymentMethod } from './payment-gateway';

/**
 * How MyFatoorah writes a currency in its replies ("8.033 KD", a transaction's `Currency: "KD"`): its own
 * labels for the Gulf currencies, the ISO code for the others.
 */
export const MYFATOORAH_CURRENCY_LABELS: Readonly<Record<Currency, string>> = {
  KWD: 'KD',
  SAR: 'SR',
  BHD: 'BD',
  QAR: 'QR',
  OMR: 'OR',
  AED: 'AED',
  USD: 'USD',
};

/** The currency a MyFatoorah label (or an ISO code) stands for; null for one the store does not sell in. */
export function currencyOfLabel(label: string | null | undefined): Currency | null {
  const text = label?.trim().toUpperCase() ?? '';
  return (
    CURRENCIES.find((code) => MYFATOORAH_CURRENCY_LABELS[code] === text) ??
    CURRENCIES.find((code) => code === text) ??
    null
  );
}

/** "1,200.000 KD" → 1200 in KWD; null when the text is not a figure followed by a known label. */
export function parseDisplayValue(
  text: string | null | undefined,
): { value: number; currency: Currency } | null {
  const match = /^\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s+(\S+)\s*$/.exec(text ?? '');
  const currency = currencyOfLabel(match?.[2]);
  return match && currency ? { value: Number(match[1]!.replaceAll(',', '')), currency } : null;
}

const kuwaitClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kuwait',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as MyFatoorah's own plugin sends `ExpiryDate`: the wall-clock time in Asia/Kuwait, with no
 * offset ("2026-11-26T00:30:00"), because the gateway reads dates in Kuwait time.
 */
export function kuwaitLocalTime(instant: Date): string {
  const part = Object.fromEntries(kuwaitClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** As MyFatoorah's library cleans `CustomerName`: letters of any script, digits and spaces only. */
export function cleanCustomerName(name: string): string {
  return name.replace(/[^\p{L}\p{N}\s]/gu, '').trim();
}

/**
 * The methods a shopper can pay with on MyFatoorah's own page, which is how this store takes payments.
 * MyFatoorah's library offers Google Pay only inside its embedded session and drops direct-payment methods
 * that cannot be embedded; the embeddable ones it shows only in its embedded card form, which this store
 * does not use, so every direct-payment method is left out. Apple Pay and STC Pay stay, as the library
 * keeps them in its list of redirect methods.
 */
export function redirectMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((method) => {
    const code = method.PaymentMethodCode.toLowerCase();
    if (code === 'gp') return false;
    if (code === 'ap' || code === 'stc') return true;
    return !method.IsDirectPayment;
  });
}
