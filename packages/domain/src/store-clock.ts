// Staff set dates in the store's own time (Kuwait, UTC+3 all year: no daylight saving), as a form's
// datetime-local field writes them; the API stores instants.

const STORE_OFFSET_MINUTES = 180;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A datetime-local value ('2026-12-01T09:30') read as the store's time, as an ISO instant with its offset;
 * null for an empty field, undefined for anything that is not such a date.
 */
export function storeTimeToIso(text: string): string | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const match = LOCAL.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  const date = new Date(utc);
  // Date.UTC rolls 31 February over into March: such a date was never written.
  if (date.getUTCDate() !== day || date.getUTCMonth() !== (month ?? 1) - 1) return undefined;
  return new Date(utc - STORE_OFFSET_MINUTES * 60_000).toISOString();
}

/** An instant as the store's time for a datetime-local field ('2026-12-01T09:30'); '' for none. */
export function isoToStoreTime(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + STORE_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}
