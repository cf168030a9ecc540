import { describe, expect, it } from 'vitest';
import ar from '../locales/ar/common.json';
import en from '../locales/en/common.json';
import { crossSiteRefusal } from './cross-site.server';

const STORE = 'https://store.example';
const post = (path: string, headers: Record<string, string>) =>
  new Request(`${STORE}${path}`, { method: 'POST', headers: { host: 'store.example', ...headers } });

describe('crossSiteRefusal', () => {
  it.each(['/en/auth/logout', '/en/currency', '/en/cart', '/en/auth?index'])(
    'refuses a post to %s from a page of another site, in the page language',
    async (path) => {
      const refused = crossSiteRefusal(post(path, { origin: 'https://evil.example' }), STORE);
      expect(refused?.status).toBe(403);
      expect(await refused?.text()).toBe(en.error.crossSite);
    },
  );

  it('answers in Arabic on Arabic pages and without a language', async () => {
    for (const path of ['/ar/currency', '/currency']) {
      const refused = crossSiteRefusal(post(path, { 'sec-fetch-site': 'cross-site' }), STORE);
      expect(await refused?.text()).toBe(ar.error.crossSite);
    }
  });

  it('lets the store post to itself, and clients that are not browsers', () => {
    expect(crossSiteRefusal(post('/en/currency', { origin: STORE }), STORE)).toBeNull();
    expect(crossSiteRefusal(post('/en/currency', { 'sec-fetch-site': 'same-origin' }), STORE)).toBeNull();
    expect(crossSiteRefusal(post('/en/currency', {}), STORE)).toBeNull();
    const local = new Request('http://localhost:3104/en/cart', {
      method: 'POST',
      headers: { host: 'localhost:3104', origin: 'http://localhost:3104' },
    });
    expect(crossSiteRefusal(local, STORE)).toBeNull();
  });

  it('never refuses a page being read', () => {
    const read = new Request(`${STORE}/en`, { headers: { origin: 'https://evil.example' } });
    expect(crossSiteRefusal(read, STORE)).toBeNull();
  });
});
