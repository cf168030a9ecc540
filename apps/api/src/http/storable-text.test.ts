import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './storable-text';

describe('findUnstorableText', () => {
  it('finds a NUL anywhere, naming where', () => {
    expect(findUnstorableText({ a: [{ b: 'x\u0000' }] }, ['body'])).toBe(
      'body.a.0.b: must not contain the NUL character (\\u0000)',
    );
    expect(findUnstorableText('\u0000')).toBe('value: must not contain the NUL character (\\u0000)');
  });

  it('finds a lone surrogate but keeps pairs', () => {
    expect(findUnstorableText({ name: 'a\udc00' })).toMatch(/^name: .*lone surrogate/);
    expect(findUnstorableText({ name: '\ud83d\ude00 \u0001 عربي' })).toBeNull();
  });

  it('checks the names of fields too', () => {
    expect(findUnstorableText({ 'x\u0000': 1 }, ['body'])).toBe(
      'body."x\\u0000": the name must not contain the NUL character (\\u0000)',
    );
  });

  it('refuses input nested deeper than anything the API takes, without walking it', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/nested more than 32 levels/);
  });

  it('passes numbers, booleans, null and undefined', () => {
    expect(findUnstorableText({ a: 1, b: true, c: null, d: undefined })).toBeNull();
    expect(findUnstorableText(undefined)).toBeNull();
  });
});
