import { type AppLoadContext, data } from 'react-router';
import { createApiClient } from '../../lib/api.server';
import { requestLocale } from '../../lib/locale.server';
import { areaMessages } from '../../lib/messages.server';
import { requireSignedIn } from '../auth/require-signed-in.server';
import { loadOrder } from './order-api.server';

/** What the thank-you and order pages load: one of the signed-in shopper's orders, never cached, and the orders messages. */
export async function loadOwnOrderPage(
  lang: string | undefined,
  id: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const locale = requestLocale(lang, request);
  await requireSignedIn(request, context);
  const order = await loadOrder(createApiClient(request, context, locale), id, locale);
  return data(
    { order, areaMessages: areaMessages(locale, ['orders']) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
