import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from './cross-site';

const OWN = ['https://store.example'];
const post = (headers: { origin?: string; secFetchSite?: string; host?: string }) => ({
  method: 'POST',
  host: 'store.example',
  ...headers,
});

describe('isCrossSiteWrite', () => {
  it('lets the store post to itself', () => {
    expect(isCrossSiteWrite(post({ origin: 'https://store.example' }), OWN)).toBe(false);
    expect(
      isCrossSiteWrite(post({ origin: 'https://store.example', secFetchSite: 'same-origin' }), OWN),
    ).toBe(false);
  });

  it('lets a page post to the host it came from (behind a proxy, an artist shop on a sub-domain)', () => {
    expect(isCrossSiteWrite(post({ origin: 'http://localhost:3104', host: 'localhost:3104' }), OWN)).toBe(
      false,
    );
    expect(
      isCrossSiteWrite(post({ origin: 'https://salma.store.example', host: 'salma.store.example' }), OWN),
    ).toBe(false);
  });

  it.each([
    'https://evil.example',
    'https://store.example.evil.example',
    'http://store.example:8080',
    'https://salma.store.example',
    'null',
    'not a url',
  ])('refuses a write from %j', (origin) => {
    expect(isCrossSiteWrite(post({ origin }), OWN)).toBe(true);
    expect(isCrossSiteWrite({ method: 'delete', origin, host: 'store.example' }, OWN)).toBe(true);
  });

  it('lets a hidden origin (`Origin: null`) through only when the browser says the page is the store', () => {
    expect(isCrossSiteWrite(post({ origin: 'null', secFetchSite: 'same-origin' }), OWN)).toBe(false);
    expect(isCrossSiteWrite(post({ origin: 'null', secFetchSite: 'same-site' }), OWN)).toBe(true);
    expect(isCrossSiteWrite(post({ origin: 'null', secFetchSite: 'cross-site' }), OWN)).toBe(true);
  });

  it('without an Origin, trusts Sec-Fetch-Site, and lets clients that are not browsers through', () => {
    expect(isCrossSiteWrite(post({ secFetchSite: 'cross-site' }), OWN)).toBe(true);
    expect(isCrossSiteWrite(post({ secFetchSite: 'same-origin' }), OWN)).toBe(false);
    expect(isCrossSiteWrite(post({ secFetchSite: 'none' }), OWN)).toBe(false);
    expect(isCrossSiteWrite(post({}), OWN)).toBe(false);
    expect(isCrossSiteWrite({ method: 'POST' }, OWN)).toBe(false);
  });

  it('never refuses reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(
        isCrossSiteWrite({ method, origin: 'https://evil.example', secFetchSite: 'cross-site' }, OWN),
      ).toBe(false);
    }
  });
});
