import { type AppLoadContext, data } from 'react-router';
import { createApiClient } from '../../lib/api.server';
import { requestLocale } from '../../lib/locale.server';
import { areaMessages } from '../../lib/messages.server';
import { requireSignedIn } from '../auth/require-signed-in.server';
import { loadOrder } from './order-api.server';
import { loadReturns } from './order-returns.server';

/** The order page: one of the shopper's orders, with its refunds, returns and the return form when due. */
export async function loadOrderPage(
  lang: string | undefined,
  id: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const locale = requestLocale(lang, request);
  await requireSignedIn(request, context);
  const api = createApiClient(request, context, locale);
  const order = await loadOrder(api, id, locale);
  const returns = await loadReturns(api, order, locale);
  const sent = new URL(request.url).searchParams.get('return') === 'sent';
  return data(
    { order, returns, sent, areaMessages: areaMessages(locale, ['orders']) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
