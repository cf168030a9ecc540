import { createInstance, type i18n } from 'i18next';
import type common from '../locales/en/common.json';

// English is the reference catalogue: keys are type-checked against it, and the server's message table
// is typed with it, so a key missing from Arabic fails the type check.
export type Messages = typeof common;

const NAMESPACE = 'common';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof NAMESPACE;
    resources: { common: Messages };
  }
}

// The server sends the one language the page needs inside the root loader's data, so server render and
// hydration use the same messages and the page never flashes another language or raw keys.
export function createI18n(lang: string, messages: Messages | undefined): i18n {
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
