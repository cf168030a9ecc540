import { randomUUID } from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import { COOKIE, deviceIdCookie, readCookie } from '../../lib/cookies.server';

/**
 * Remembers a submitted search for the shopper's recent searches (spec §7 `shared/save/search`). The
 * API keeps a signed-in shopper's by account and a guest's by device id, so a guest without one gets
 * one here; the answer's headers set its cookie. Losing a search is only reported: it must never stand
 * between the shopper and the results.
 */
export async function rememberSearch(
  request: Request,
  api: ApiClient,
  searchWord: string,
  context: Pick<AppLoadContext, 'reportError' | 'secureCookies'>,
): Promise<Headers> {
  const headers = new Headers();
  let deviceId = readCookie(request, COOKIE.deviceId);
  if (!deviceId) {
    deviceId = randomUUID();
    headers.append('Set-Cookie', deviceIdCookie(deviceId, context.secureCookies));
  }
  await api.post('/shared/save/search', z.unknown(), { searchWord }, { deviceId }).catch(context.reportError);
  return headers;
}
