import { CurrencySchema } from '@seed/domain/money-schema';
import { safeRedirect } from '@seed/domain/safe-redirect';
import { data, redirect } from 'react-router';
import { currencyCookie, currencyLockCookie } from '../lib/cookies.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/currency';

// Nothing to show at this address; someone who types it lands on the home page.
export function loader({ params, request }: Route.LoaderArgs) {
  throw redirect(`/${requestLocale(params.lang, request)}`);
}

/**
 * Stores the visitor's currency in its cookie, and locks it (spec §9). The header's form posts here: without JavaScript it sends
 * the page to return to (303 back there); with JavaScript it posts the currency alone and refetches the
 * page's data itself.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = CurrencySchema.safeParse(form.get('currency'));
  if (!parsed.success) return data({ currency: null }, { status: 400 });
  // The shopper's own choice: later visits no longer follow the currency of their address.
  const headers = new Headers();
  headers.append('Set-Cookie', currencyCookie(parsed.data));
  headers.append('Set-Cookie', currencyLockCookie(true));
  const back = form.get('redirect');
  if (back !== null)
    throw redirect(safeRedirect(back, `/${requestLocale(params.lang, request)}`, context.publicUrl), {
      status: 303,
      headers,
    });
  return data({ currency: parsed.data }, { headers });
}
