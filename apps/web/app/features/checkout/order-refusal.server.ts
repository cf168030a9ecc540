import { ApiError } from '@seed/contract/client';
import { parseCurrency } from '@seed/domain/currency';
import type { Locale } from '@seed/domain/locale';
import { formatMoneyText } from '@seed/domain/money';
import { reasonText, refusalText } from '../../lib/refusals.server';

/**
 * Why the order was refused, in the page's language. A voucher's minimum travels in minor units with its
 * currency, so it is written here as a price; any other reason reads as its text.
 */
export function orderRefusalText(locale: Locale, error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.reason === 'VOUCHER_BELOW_MINIMUM') {
    const { minimum, currency } = error.details;
    if (typeof minimum === 'number') {
      const price = formatMoneyText({ amount: minimum, currency: parseCurrency(currency) });
      return reasonText(locale, error.reason, { minimum: price });
    }
  }
  return refusalText(locale, error);
}
