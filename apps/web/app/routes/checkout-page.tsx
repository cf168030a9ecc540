import { data } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { loadCheckout } from '../features/checkout/checkout-api.server';
import { readChoices } from '../features/checkout/checkout-choices';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { payAction } from '../features/checkout/pay-action.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import type { Route } from './+types/checkout-page';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const api = createApiClient(request, context, locale);
  const view = await loadCheckout(api, readChoices(new URL(request.url).searchParams), locale);
  // A new key for every page load; the page keeps the first one it got (see CheckoutPage).
  return data(
    { view, idempotencyKey: crypto.randomUUID(), areaMessages: areaMessages(locale, ['checkout']) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  return payAction(createApiClient(request, context, locale), await request.formData(), locale);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CheckoutPage
      view={loaderData.view}
      idempotencyKey={loaderData.idempotencyKey}
      error={actionData?.error ?? null}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
