import { data } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { cartAction } from '../features/cart/cart-action.server';
import { readCartFailure } from '../features/cart/cart-failure-query.server';
import { loadCartOffers } from '../features/cart/cart-offers.server';
import { CartPage } from '../features/cart/cart-page';
import { loadCart } from '../features/cart/cart-store.server';
import { createApiClient, createSharedApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/cart-page';

export { revalidatesCart as shouldRevalidate } from '../features/cart/cart-revalidation';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const { value: cart, headers } = await loadCart({ request, context, locale });
  const voucher = url.searchParams.get('voucher')?.trim() || null;
  const offers = await loadCartOffers(
    {
      api: createApiClient(request, context, locale),
      shared: createSharedApiClient(request, context, locale),
    },
    cart.total,
    voucher,
  );
  // Set by the cart action when a change failed without scripts (it then redirects back here).
  const error = readCartFailure(url.searchParams, locale);
  headers.set('Cache-Control', 'private, no-store');
  return data({ cart, offers, error }, { headers });
}

/** The cart's changes from this page's forms (and the panel's): see features/cart/cart-action.server.ts. */
export function action({ params, request, context }: Route.ActionArgs) {
  return cartAction({ request, context, locale: requestLocale(params.lang, request) });
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
