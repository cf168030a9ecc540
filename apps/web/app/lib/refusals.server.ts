import { ApiError } from '@seed/contract/client';
import type { Endpoint } from '@seed/contract/endpoint';
import type { Locale } from '@seed/domain/locale';
import { fillReason, type ReasonTexts } from './reason-text';

// One file per contract module and language (locales/<lang>/refusals/<module>.json), so each module's
// reasons sit beside each other; together they are one table per language, reason → text.
const FILES = import.meta.glob<ReasonTexts>('../locales/*/refusals/*.json', {
  eager: true,
  import: 'default',
});

function tableOf(locale: Locale): ReasonTexts {
  const table: ReasonTexts = {};
  for (const [path, texts] of Object.entries(FILES)) {
    if (path.includes(`/locales/${locale}/`)) Object.assign(table, texts);
  }
  return table;
}

const TABLES: Record<Locale, ReasonTexts> = { ar: tableOf('ar'), en: tableOf('en') };

/** The text of a reason in the page's language, with the values the API sent (`{{minimum}}`) put in. */
export function reasonText(
  locale: Locale,
  reason: string | undefined,
  details?: Record<string, string | number>,
) {
  return fillReason(TABLES[locale], reason, details);
}

/**
 * What a page shows for a failed call: the translated text of the API's reason, never its English message.
 * A failure that is not a refusal (the API crashed, the network broke) is not the shopper's doing: rethrown.
 */
export function refusalText(locale: Locale, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 500) throw error;
  return reasonText(locale, error.reason, error.details);
}

/**
 * The texts of the reasons these endpoints can give, for a page whose script calls them from the browser:
 * only those reasons travel with the page.
 */
export function refusalTexts(locale: Locale, endpoints: readonly Endpoint[]): ReasonTexts {
  const reasons = new Set<string>(['INVALID_DATA', 'NOT_FOUND', 'UNAUTHORIZED', 'RATE_LIMITED', 'TOO_LARGE']);
  for (const endpoint of endpoints) for (const reason of endpoint.refusals) reasons.add(reason);
  return Object.fromEntries([...reasons].map((reason) => [reason, TABLES[locale][reason] ?? '']));
}
