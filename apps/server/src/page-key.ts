import { parseCurrency } from '@seed/domain/currency';
import { LOCALES } from '@seed/domain/locale';
import type { FastifyRequest } from 'fastify';

// The storefront's pages that look the same to every anonymous visitor (issue 23): home, the product lists
// and categories, a product, artists and artworks, search results and bundles, under either language and
// with or without /shop. Everything else (cart, checkout, account, studio, the back office…) is rendered per
// request as before.
const SHARED_PAGES = [
  /^$/,
  /^\/shop$/,
  /^\/shop\/(artists|artworks)(\/[^/]+)?$/,
  /^\/shop\/search$/,
  /^(\/shop)?\/products(\/categories(\/[^/]+){0,2}|\/[^/]+)?$/,
  /^\/bundles(\/[^/]+)?$/,
];
const LANGUAGE = new RegExp(`^/(${LOCALES.join('|')})(/.*)?$`);

/** A cookie's value in a Cookie header, undecoded (the names we read carry plain values). */
function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** Whether the visitor is signed in: their pages are theirs, never shared, and never fill the shared cache. */
export function isSignedIn(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader && cookieValue(cookieHeader, 'accessToken'));
}

/** The path of a shared page's address, with its language, or null for any other request. */
export function sharedPage(request: FastifyRequest): { path: string; lang: string } | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (isSignedIn(request.headers.cookie)) return null;
  const path = request.url.split('?', 1)[0] ?? '';
  // A client navigation's data (`/ar/products/1.data`) streams its deferred parts: it is rendered as before.
  if (path.endsWith('.data')) return null;
  const match = LANGUAGE.exec(path);
  if (!match?.[1] || !SHARED_PAGES.some((page) => page.test(match[2] ?? ''))) return null;
  return { path, lang: match[1] };
}

/**
 * Everything a shared page's HTML and headers depend on: the host (an artist's shop is their subdomain), the
 * address with its query, the currency the visitor will see (after the host has settled it), and whether
 * their language cookie already names the page's language (if not, the page sets it). Nothing else of the
 * visitor's reaches the render: the cart, the account menu and the hearts are loaded by the browser.
 */
export function pageKey(request: FastifyRequest, page: { lang: string }, visitorCookies: string): string {
  const currency = parseCurrency(cookieValue(visitorCookies, 'currency'));
  const remembered = cookieValue(visitorCookies, 'locale') === page.lang;
  return `${request.host}\n${request.url}\n${currency}\n${remembered ? 'kept' : 'set'}`;
}
