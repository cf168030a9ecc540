import { addressFieldsFor } from '@seed/domain/address-fields';
import type { Locale } from '@seed/domain/locale';

type SummaryInput = { country: string } & Partial<Record<string, string | number | null>>;

/**
 * One line for an address in a list: its place fields in the country's order, then the country code. The
 * state is left out: it is stored as a code, and the city or area below it already places the address.
 */
export function addressSummary(address: SummaryInput, locale: Locale): string {
  const parts = addressFieldsFor(address.country)
    .filter((rule) => rule.field !== 'state')
    .map((rule) => address[rule.field])
    .filter((value): value is string => typeof value === 'string' && value !== '');
  return [...parts, address.country].join(locale === 'ar' ? '، ' : ', ');
}
