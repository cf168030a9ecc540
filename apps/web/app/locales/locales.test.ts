import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../lib/admin-catalogue';
import arCommon from './ar/common.json';
import enCommon from './en/common.json';

// The back office's desks are checked with the rest, under the `admin` key their pages read them by.
const ar = { ...arCommon, admin: ADMIN_MESSAGES.ar };
const en = { ...enCommon, admin: ADMIN_MESSAGES.en };

// Every message as [dotted key, text].
function flatten(messages: object, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

// i18next's plural keys (`key_one`, `key_few`…): each language has the forms its own plural rules name,
// so only the keys without the form must match across languages.
const PLURAL = /_(zero|one|two|few|many|other)$/;

const keys = (messages: object) => [
  ...new Set(
    flatten(messages)
      .map(([key]) => key.replace(PLURAL, ''))
      .sort(),
  ),
];

// Every plural message of a language: its base key and the forms it has.
function pluralForms(messages: object): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const [key] of flatten(messages)) {
    const form = PLURAL.exec(key)?.[1];
    if (!form) continue;
    const base = key.replace(PLURAL, '');
    forms.set(base, (forms.get(base) ?? new Set()).add(form));
  }
  return forms;
}

describe('messages', () => {
  it('ar and en have the same keys', () => {
    expect(keys(ar)).toEqual(keys(en));
  });

  it('have every plural form their language needs', () => {
    for (const [lang, messages] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [base, forms] of pluralForms(messages)) {
        expect(
          [...needed].filter((form) => !forms.has(form)),
          `${lang} ${base}`,
        ).toEqual([]);
      }
    }
  });

  it('are all non-empty text', () => {
    for (const [key, text] of [...flatten(ar), ...flatten(en)]) {
      expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
    }
  });
});
