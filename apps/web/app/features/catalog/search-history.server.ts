import { search } from '@seed/contract/search';
import type { Locale } from '@seed/domain/locale';
import type { AppLoadContext } from 'react-router';
import { createApiClient } from '../../lib/api.server';
import { withDeviceId } from '../../lib/visitor.server';

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
  const visitor = withDeviceId(request, context.secureCookies);
  if (visitor.setCookie) headers.append('Set-Cookie', visitor.setCookie);
  const api = createApiClient(visitor.request, context, locale);
  await api.call(search.save, { body: { searchWord } }).catch(context.reportError);
  return headers;
}
