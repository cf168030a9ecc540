import type { Locale } from '@seed/domain/locale';
import ar from '../locales/ar/common.json';
import en from '../locales/en/common.json';
import type { Messages } from './i18n';

// Kept on the server: each page ships only its own language, inside the root loader's data.
const MESSAGES: Record<Locale, Messages> = { ar, en };

export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale];
}
