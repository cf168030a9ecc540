import { checkout } from '@seed/contract/checkout';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirectDocument, useNavigation } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { loadCart } from '../features/cart/cart-store.server';
import { orderIdParam, paymentErrorReason } from '../features/checkout/payment-error-reason';
import { loadOrder } from '../features/orders/order-api.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import { reasonText, refusalText } from '../lib/refusals.server';
import type { Route } from './+types/payment-error-page';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const url = new URL(request.url);
  const orderId = orderIdParam(url.searchParams.get('orderId'));
  const api = createApiClient(request, context, locale);
  const [order, cart] = await Promise.all([
    orderId === null ? null : loadOrder(api, String(orderId), locale).catch(() => null),
    loadCart({ request, context, locale }),
  ]);
  return data(
    {
      reason: paymentErrorReason(url.searchParams.get('reason')),
      orderId: order?.id ?? null,
      retryable: order?.retryable ?? false,
      cartLines: cart.value.lines.length,
      areaMessages: areaMessages(locale, ['checkout']),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const orderId = orderIdParam((await request.formData()).get('orderId'));
  if (orderId === null) return data({ refused: reasonText(locale, 'ORDER_NOT_FOUND') }, 400);
  const api = createApiClient(request, context, locale);
  try {
    const { paymentUrl } = await api.call(checkout.retry, { params: { orderId } });
    return redirectDocument(paymentUrl, 303);
  } catch (error) {
    // A lapsed session is the sign-in's to handle, not a refusal of the payment.
    if (error instanceof ApiError && error.status !== 401) {
      return data({ refused: refusalText(locale, error) }, error.status);
    }
    throw error;
  }
}

/** The payment failed: why, in the shopper's language; a retry of the same order; the way back to the cart. */
export default function PaymentErrorPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { reason, orderId, retryable, cartLines } = loaderData;
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-12">
      <PageMeta
        title={t('checkout.paymentError.title')}
        description={t('checkout.paymentError.description')}
      />
      <h1 className="text-3xl font-bold">{t('checkout.paymentError.title')}</h1>
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
        {t(`checkout.paymentError.reasons.${reason}`)}
      </p>
      {actionData?.refused && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {actionData.refused}
        </p>
      )}
      <p className="text-neutral-700">
        {cartLines > 0
          ? t('checkout.paymentError.cartKept')
          : retryable
            ? t('checkout.paymentError.orderKept', { id: orderId })
            : // A payment due a refund was charged: "nothing was charged" would be untrue.
              reason !== 'REFUND_DUE' && t('checkout.paymentError.nothingCharged')}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {retryable && orderId !== null && (
          <Form method="post">
            <input type="hidden" name="orderId" value={orderId} />
            <button
              type="submit"
              disabled={navigation.state !== 'idle'}
              className="rounded-md bg-neutral-900 px-5 py-2.5 font-bold text-white hover:bg-neutral-700 disabled:opacity-60"
            >
              {t('checkout.paymentError.retry')}
            </button>
          </Form>
        )}
        <Link
          to={`/${params.lang}/cart`}
          className="rounded-md border border-neutral-900 px-5 py-2.5 font-bold"
        >
          {t('checkout.paymentError.backToCart')}
        </Link>
        {orderId !== null && (
          <Link to={`/${params.lang}/orders/${orderId}`} className="underline">
            {t('checkout.paymentError.viewOrder')}
          </Link>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
