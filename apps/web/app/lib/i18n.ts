import { createInstance, type i18n } from 'i18next';
import type { UIMatch } from 'react-router';
import type common from '../locales/en/common.json';
import type { AdminMessages } from './admin-catalogue';

// English is the reference catalogue: keys are type-checked against it, and the server's message table
// is typed with it, so a key missing from Arabic fails the type check. The back office's messages come
// from their own files (admin-catalogue.ts) under `admin`.
export type Messages = typeof common & { admin: AdminMessages };

// The namespaces of the areas a storefront page never shows. The root loader leaves them out, and the
// routes that show one send it in their own loader data (see `areaMessages` in messages.server.ts).
export const AREAS = [
  'checkout',
  'orders',
  'address',
  'profile',
  'designRequests',
  'artistPortal',
  'studio',
  'admin',
] as const;
export type Area = (typeof AREAS)[number];
export type StorefrontMessages = Omit<Messages, Area>;
type AreaMessages = Partial<Pick<Messages, Area>>;

const NAMESPACE = 'common';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof NAMESPACE;
    resources: { common: Messages };
  }
}

// The server sends the one language the page needs inside the root loader's data, so server render and
// hydration use the same messages and the page never flashes another language or raw keys.
export function createI18n(lang: string, messages: StorefrontMessages | undefined): i18n {
  const instance = createInstance({
    lng: lang,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: messages ? { [lang]: { [NAMESPACE]: messages } } : {},
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  void instance.init();
  return instance;
}

function areaMessagesOf(data: unknown): AreaMessages {
  return typeof data === 'object' && data !== null && 'areaMessages' in data
    ? (data.areaMessages as AreaMessages)
    : {};
}

/**
 * Adds the area messages that the current routes' loaders sent, before those routes render: on the
 * server, at hydration and after a client-side navigation alike. An area already there is kept.
 */
export function addAreaMessages(instance: i18n, matches: UIMatch[]): void {
  const lang = instance.language;
  for (const match of matches) {
    for (const [area, messages] of Object.entries(areaMessagesOf(match.loaderData))) {
      if (instance.getResource(lang, NAMESPACE, area) !== undefined) continue;
      // Not deep: a deep merge would write into the root's messages object, which on the server is the
      // catalogue shared by every request.
      instance.addResourceBundle(lang, NAMESPACE, { [area]: messages }, false, false, {
        silent: true,
        skipCopy: true,
      });
    }
  }
}
