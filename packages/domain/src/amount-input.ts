import { CURRENCY_DETAILS, type Currency } from './currency';

// Staff type amounts as people write them: Arabic-Indic or Persian digits and the Arabic decimal mark too.
const DIGITS: Record<string, string> = Object.fromEntries([
  ...[...'٠١٢٣٤٥٦٧٨٩'].map((digit, value) => [digit, String(value)]),
  ...[...'۰۱۲۳۴۵۶۷۸۹'].map((digit, value) => [digit, String(value)]),
  ['٫', '.'],
]);

/**
 * A typed amount in major units ("2.5", "٢٫٥") as integer minor units of the currency, or null when it is
 * not a plain positive-or-zero number with at most the currency's minor digits.
 */
export function parseMajorAmount(text: string, currency: Currency): number | null {
  const plain = [...text.trim()].map((char) => DIGITS[char] ?? char).join('');
  const digits = CURRENCY_DETAILS[currency].minorDigits;
  const match = new RegExp(`^(\\d{1,9})(?:\\.(\\d{1,${digits}}))?$`).exec(plain);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0'));
}
