import { describe, expect, it } from 'vitest';
import ar from './ar/common.json';
import en from './en/common.json';

// Every message as [dotted key, text].
function flatten(messages: object, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

const keys = (messages: object) =>
  flatten(messages)
    .map(([key]) => key)
    .sort();

describe('messages', () => {
  it('ar and en have the same keys', () => {
    expect(keys(ar)).toEqual(keys(en));
  });

  it('are all non-empty text', () => {
    for (const [key, text] of [...flatten(ar), ...flatten(en)]) {
      expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
    }
  });
});
