import { isCrossSiteWrite } from '@seed/domain/cross-site';
import { parseLocale } from '@seed/domain/locale';
import ar from '../locales/ar/common.json';
import en from '../locales/en/common.json';

const MESSAGES = { ar: ar.error.crossSite, en: en.error.crossSite };

/**
 * The refusal of a form or resource-route write that a page of another site made the visitor's browser
 * send (a 403 in the page's language), or null when the write came from the store itself or from a client
 * that is not a browser. The host calls it before React Router runs any action: an action cannot tell a
 * forged post from a real one, and logging out or changing the currency needs no more than a form.
 */
export function crossSiteRefusal(request: Request, publicUrl: string): Response | null {
  const site = {
    method: request.method,
    origin: request.headers.get('Origin'),
    secFetchSite: request.headers.get('Sec-Fetch-Site'),
    host: request.headers.get('Host') ?? new URL(request.url).host,
  };
  if (!isCrossSiteWrite(site, [publicUrl])) return null;
  const locale = parseLocale(new URL(request.url).pathname.split('/')[1]);
  return new Response(MESSAGES[locale], {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
