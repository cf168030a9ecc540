import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CachedPage, PageCache, type PageTags } from './page-cache';
import { cspWithHashes, inlineHashes } from './page-csp';
import { sharedPage } from './page-key';

function feed() {
  let listener: (tags: ReadonlySet<string>) => void = () => {};
  return {
    subscribe: (next: typeof listener) => {
      listener = next;
      return () => {};
    },
    announce: (...tags: string[]) => listener(new Set(tags)),
  };
}

const page = (tags: PageTags, bytes = 10): CachedPage => ({
  status: 200,
  headers: [],
  setCookies: [],
  csp: '',
  etag: 'W/"x"',
  bodies: { identity: Buffer.alloc(bytes), br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
  tags,
});

describe('PageCache', () => {
  it('drops exactly the pages a notice names; `*` and untagged pages go on any notice', () => {
    const changes = feed();
    const cache = new PageCache({ maxBytes: 1000, changes });
    cache.store('a', page(new Set(['product:1', 'catalogue'])), cache.clock);
    cache.store('b', page(new Set(['product:2'])), cache.clock);
    cache.store('c', page('any'), cache.clock);
    changes.announce('product:2');
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, false]);
    changes.announce('*');
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not store a page rendered across a notice that touches it, but does across one that does not', () => {
    const changes = feed();
    const cache = new PageCache({ maxBytes: 1000, changes });
    const started = cache.clock;
    changes.announce('product:9');
    expect(cache.store('other', page(new Set(['product:1'])), started)).toBe(true);
    expect(cache.store('stale', page(new Set(['product:9'])), started)).toBe(false);
    expect(cache.get('stale')).toBeUndefined();
  });

  it('forgets the least recently used pages past its bytes', () => {
    const cache = new PageCache({ maxBytes: 25, changes: feed() });
    cache.store('a', page(new Set(), 10), 0);
    cache.store('b', page(new Set(), 10), 0);
    cache.get('a');
    cache.store('c', page(new Set(), 10), 0);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
  });

  it('renders a page once for visitors who ask together', async () => {
    const cache = new PageCache({ maxBytes: 1000, changes: feed() });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return page(new Set());
    };
    const pages = await Promise.all([
      cache.fill('k', render),
      cache.fill('k', render),
      cache.fill('k', render),
    ]);
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });
});

describe('cspWithHashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const html =
    '<style nonce="n1">a{}</style><script nonce="n1">run()</script><script type="module" src="/x.js" nonce="n1"></script>' +
    '<script nonce="n1">run()</script>';

  it('hashes each inline script and style once, and skips scripts with a src', () => {
    expect(inlineHashes(html)).toEqual({ script: [sha('run()')], style: [sha('a{}')] });
  });

  it('puts the hashes where the nonce was and leaves every other directive as it was', () => {
    const csp =
      "default-src 'self';script-src 'self' 'nonce-n1';style-src 'self' 'nonce-n1';style-src-attr 'unsafe-inline'";
    expect(cspWithHashes(csp, 'n1', html)).toBe(
      `default-src 'self';script-src 'self' ${sha('run()')};style-src 'self' ${sha('a{}')};style-src-attr 'unsafe-inline'`,
    );
  });
});

describe('sharedPage', () => {
  const ask = (url: string, cookie = '', method = 'GET') =>
    sharedPage({ url, method, headers: { cookie } } as unknown as Parameters<typeof sharedPage>[0]);

  it('takes the storefront pages every anonymous visitor sees alike, in either language', () => {
    for (const url of [
      '/ar',
      '/en',
      '/ar/products',
      '/en/shop/products/categories/3/7',
      '/ar/products/12?color=2',
      '/ar/shop/artists/3',
      '/en/shop/artworks',
      '/ar/shop/search?q=palm',
      '/ar/bundles/1',
    ]) {
      expect(ask(url), url).not.toBeNull();
    }
  });

  it('leaves alone personal pages, writes, client data requests, other paths and signed-in visitors', () => {
    for (const url of [
      '/ar/cart',
      '/ar/checkout',
      '/en/profile',
      '/ar/products/12/customize',
      '/ar/bundles/1/customize',
      '/ar/admin',
      '/fr',
      '/ar/products/12.data',
    ]) {
      expect(ask(url), url).toBeNull();
    }
    expect(ask('/ar', 'deviceId=a; accessToken=t')).toBeNull();
    expect(ask('/ar', '', 'POST')).toBeNull();
  });
});
