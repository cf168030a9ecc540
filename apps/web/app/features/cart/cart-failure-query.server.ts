import type { Locale } from '@seed/domain/locale';
import { reasonText } from '../../lib/refusals.server';
import type { CartFailure } from './cart-view';

// A change refused without scripts redirects back with its reason and the numbers its text names
// (`?cartError=NOT_ENOUGH_STOCK&cartError.available=2`): the page translates them, so a link can never make
// the page say words of its own. A failure that was ours travels as `generic`.
const PARAM = 'cartError';
const GENERIC = 'generic';
const REASON = /^[A-Z][A-Z0-9_]{1,60}$/;
const NUMBER = /^\d{1,10}$/;

/** The query that tells the cart page why a change failed: a refusal's reason and details, or none. */
export function cartFailureQuery(
  refusal: { reason: string; details: Record<string, string | number> } | null,
): URLSearchParams {
  const query = new URLSearchParams({ [PARAM]: refusal?.reason ?? GENERIC });
  for (const [name, value] of Object.entries(refusal?.details ?? {})) {
    if (NUMBER.test(String(value))) query.set(`${PARAM}.${name}`, String(value));
  }
  return query;
}

export function readCartFailure(search: URLSearchParams, locale: Locale): CartFailure | null {
  const reason = search.get(PARAM);
  if (reason === null) return null;
  if (!REASON.test(reason)) return { refusal: null };
  const details: Record<string, string> = {};
  for (const [name, value] of search) {
    if (name.startsWith(`${PARAM}.`) && NUMBER.test(value)) details[name.slice(PARAM.length + 1)] = value;
  }
  return { refusal: reasonText(locale, reason, details) };
}
