import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const FALLBACK = '/ar';
const STORE = 'https://store.example';

describe('safeRedirect', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeRedirect('/x', FALLBACK)).toBe('/x');
    expect(safeRedirect('/en/checkout?step=2#pay', FALLBACK)).toBe('/en/checkout?step=2#pay');
    expect(safeRedirect('/ar/shop/search?q=نخلة', FALLBACK)).toBe(
      '/ar/shop/search?q=%D9%86%D8%AE%D9%84%D8%A9',
    );
  });

  it('normalises dot segments that stay on the site', () => {
    expect(safeRedirect('/en/shop/../cart', FALLBACK)).toBe('/en/cart');
    expect(safeRedirect('/en/./cart', FALLBACK)).toBe('/en/cart');
    expect(safeRedirect('/../../en/cart', FALLBACK)).toBe('/en/cart');
  });

  it.each([
    '//evil.com',
    '//evil.com/ar',
    '///evil.com',
    'https://evil.com',
    'http:/evil.com',
    'HTTPS://evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '/\u0085/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' /x',
    'x',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  // The addresses of issue 17, decoded once by the query or form parser as they reach the function.
  it.each([
    '/..//evil.example',
    '/a/..//evil.example',
    '/.%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/%2e%2e//evil.example',
    '/./evil.example/..//evil.example',
    '/..//evil.example/en',
  ])('refuses %j, which resolves to another host', (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(target, FALLBACK, STORE)).toBe(FALLBACK);
  });

  it('keeps encoded slashes and backslashes as they are: a browser does not decode them into a host', () => {
    expect(safeRedirect('/%2F%2Fevil.example', FALLBACK)).toBe('/%2F%2Fevil.example');
    expect(safeRedirect('/%5C%5Cevil.example', FALLBACK)).toBe('/%5C%5Cevil.example');
  });

  it('refuses the still-encoded form of a path, which is not a path', () => {
    expect(safeRedirect('%2F..%2F%2Fevil.example', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect('%2F%2Fevil.example', FALLBACK)).toBe(FALLBACK);
  });

  it('takes absolute URLs on the store origin as their path, and no other origin', () => {
    expect(safeRedirect('https://store.example/en/cart?x=1', FALLBACK, STORE)).toBe('/en/cart?x=1');
    expect(safeRedirect('https://store.example/a/..//evil.example', FALLBACK, STORE)).toBe(FALLBACK);
    expect(safeRedirect('//store.example/en/cart', FALLBACK, `${STORE}/`)).toBe('/en/cart');
    for (const target of [
      'http://store.example/en/cart',
      'https://store.example:8443/en/cart',
      'https://store.example.evil.com/en',
      'https://evil.com/store.example',
      'https://store.example@evil.com/',
      'https://user:pass@store.example/en',
      'https://sub.store.example/en',
    ]) {
      expect(safeRedirect(target, FALLBACK, STORE)).toBe(FALLBACK);
    }
  });

  it('refuses absolute URLs when the store origin is not given', () => {
    expect(safeRedirect('https://store.example/en/cart', FALLBACK)).toBe(FALLBACK);
  });

  it('refuses what is not a string', () => {
    for (const target of [undefined, null, 42, ['/x']]) expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });
});
