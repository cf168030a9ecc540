import { isUnpaidEnded } from '@seed/domain/order-status';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { OrderLines } from '../features/orders/order-lines';
import { OrderStatusBadge } from '../features/orders/order-status';
import { OrderAddressNotes, OrderTotals } from '../features/orders/order-totals';
import { loadOwnOrderPage } from '../features/orders/own-order-page.server';
import type { Route } from './+types/thank-you-page';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadOwnOrderPage(params.lang, params.id, request, context);
}

/** The order confirmation: what was bought, the totals, where it goes and when it should arrive. */
export default function ThankYouPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order } = loaderData;
  const paid = order.status !== 'PENDING_PAYMENT' && !isUnpaidEnded(order.status);
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10">
      <PageMeta title={t('orders.thankYou.title')} description={t('orders.thankYou.description')} />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('orders.thankYou.title')}</h1>
        <p className="text-lg">
          {paid
            ? t('orders.thankYou.placed', { id: order.id })
            : t('orders.thankYou.awaitingPayment', { id: order.id })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <OrderStatusBadge status={order.status} />
          {order.expectedDelivery && (
            <span className="text-neutral-700">{t('orders.expected', { date: order.expectedDelivery })}</span>
          )}
        </div>
      </div>
      <section aria-labelledby="thank-you-items">
        <h2 id="thank-you-items" className="text-lg font-bold">
          {t('orders.itemsTitle')}
        </h2>
        <OrderLines lines={order.lines} />
      </section>
      <section aria-labelledby="thank-you-totals" className="border-t border-neutral-200 pt-6">
        <h2 id="thank-you-totals" className="mb-3 text-lg font-bold">
          {t('orders.totals.title')}
        </h2>
        <OrderTotals totals={order.totals} />
      </section>
      <div className="border-t border-neutral-200 pt-6">
        <OrderAddressNotes order={order} />
      </div>
      <div className="flex flex-wrap gap-4">
        <Link
          to={`/${params.lang}/orders/${order.id}`}
          className="rounded-md bg-neutral-900 px-5 py-2.5 font-bold text-white hover:bg-neutral-700"
        >
          {t('orders.thankYou.viewOrder')}
        </Link>
        <Link to={`/${params.lang}/shop`} className="px-5 py-2.5 underline">
          {t('orders.thankYou.continueShopping')}
        </Link>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
