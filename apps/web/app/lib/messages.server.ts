import type { Locale } from '@seed/domain/locale';
import ar from '../locales/ar/common.json';
import en from '../locales/en/common.json';
import { ADMIN_MESSAGES } from './admin-catalogue';
import { AREAS, type Area, type Messages, type StorefrontMessages } from './i18n';

// Kept on the server: each page ships only its own language, inside loader data. Every page gets the
// storefront messages (root loader); an area's messages go only with the routes that show that area,
// which keeps the messages of checkout, the studio, the artist portal… out of every storefront page.
const MESSAGES: Record<Locale, Messages> = {
  ar: { ...ar, admin: ADMIN_MESSAGES.ar },
  en: { ...en, admin: ADMIN_MESSAGES.en },
};

function withoutAreas(messages: Messages): StorefrontMessages {
  const storefront: Partial<Messages> = { ...messages };
  for (const area of AREAS) delete storefront[area];
  return storefront as StorefrontMessages;
}

const STOREFRONT: Record<Locale, StorefrontMessages> = {
  ar: withoutAreas(MESSAGES.ar),
  en: withoutAreas(MESSAGES.en),
};

export function messagesFor(locale: Locale): StorefrontMessages {
  return STOREFRONT[locale];
}

/** The messages of the given areas, for a route's loader data under `areaMessages` (read by root.tsx). */
export function areaMessages<A extends Area>(locale: Locale, areas: readonly A[]): Pick<Messages, A> {
  return Object.fromEntries(areas.map((area) => [area, MESSAGES[locale][area]])) as Pick<Messages, A>;
}
