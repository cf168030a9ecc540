import { randomUUID } from 'node:crypto';
import { search } from '@seed/contract/search';
import type { Locale } from '@seed/domain/locale';
import type { AppLoadContext } from 'react-router';
import { createApiClient } from '../../lib/api.server';
import { COOKIE, deviceIdCookie, readCookie } from '../../lib/cookies.server';

// The client sends the visitor's deviceId from the request's cookies, so a new one joins them there.
function withDeviceId(request: Request, deviceId: string): Request {
  const headers = new Headers(request.headers);
  const cookies = headers.get('Cookie');
  const pair = `${COOKIE.deviceId}=${encodeURIComponent(deviceId)}`;
  headers.set('Cookie', cookies ? `${cookies}; ${pair}` : pair);
  return new Request(request.url, { headers, signal: request.signal });
}

/**
 * Remembers a submitted search for the shopper's recent searches (spec §7 `shared/save/search`). The
 * API keeps a signed-in shopper's by account and a guest's by device id, so a guest without one gets
 * one here; the answer's headers set its cookie. Losing a search is only reported: it must never stand
 * between the shopper and the results.
 */
export async function rememberSearch(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  searchWord: string,
): Promise<Headers> {
  const headers = new Headers();
  let asked = request;
  if (!readCookie(request, COOKIE.deviceId)) {
    const deviceId = randomUUID();
    headers.append('Set-Cookie', deviceIdCookie(deviceId, context.secureCookies));
    asked = withDeviceId(request, deviceId);
  }
  const api = createApiClient(asked, context, locale);
  await api.call(search.save, { body: { searchWord } }).catch(context.reportError);
  return headers;
}
