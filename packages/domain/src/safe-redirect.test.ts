import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const FALLBACK = '/ar';

describe('safeRedirect', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeRedirect('/x', FALLBACK)).toBe('/x');
    expect(safeRedirect('/en/checkout?step=2#pay', FALLBACK)).toBe('/en/checkout?step=2#pay');
    expect(safeRedirect('/ar/shop/search?q=نخلة', FALLBACK)).toBe(
      '/ar/shop/search?q=%D9%86%D8%AE%D9%84%D8%A9',
    );
  });

  it.each([
    '//evil.com',
    '//evil.com/ar',
    'https://evil.com',
    'http:/evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    ' /x',
    'x',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it('refuses what is not a string', () => {
    for (const target of [undefined, null, 42, ['/x']]) expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });
});
