export type CountryItem = { Name: string; Code: string };

// Most shoppers are in Kuwait and its neighbours, so their countries lead the list in this fixed order.
const PRIORITY_CODES: readonly string[] = ['KW', 'BH', 'AE', 'SA', 'QA', 'OM', 'JO', 'EG'];
// The store does not ship to or list this country code (spec §5).
const EXCLUDED_CODES: ReadonlySet<string> = new Set(['IS']);

const byName = new Intl.Collator('en', { sensitivity: 'base' });

type RawCountry = { Name?: string | null; Code?: string | null };

export function orderCountries<T extends RawCountry>(list: readonly T[]): (T & CountryItem)[] {
  const kept = list.filter(
    (country): country is T & CountryItem =>
      Boolean(country.Name?.trim()) &&
      typeof country.Code === 'string' &&
      !EXCLUDED_CODES.has(country.Code.toUpperCase()),
  );
  const rank = (country: CountryItem) => {
    const index = PRIORITY_CODES.indexOf(country.Code.toUpperCase());
    return index === -1 ? PRIORITY_CODES.length : index;
  };
  return kept.sort((a, b) => rank(a) - rank(b) || byName.compare(a.Name, b.Name));
}
