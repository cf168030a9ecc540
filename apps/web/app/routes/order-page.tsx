import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { OrderLines } from '../features/orders/order-lines';
import { loadOrderPage } from '../features/orders/order-page.server';
import { OrderReturns } from '../features/orders/order-returns';
import { returnAction } from '../features/orders/order-returns.server';
import { OrderStatusBadge, OrderTimeline } from '../features/orders/order-status';
import { OrderAddressNotes, OrderTotals } from '../features/orders/order-totals';
import type { Route } from './+types/order-page';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadOrderPage(params.lang, params.id, request, context);
}

export function action({ params, request, context }: Route.ActionArgs) {
  return returnAction(params.lang, params.id, request, context);
}

export default function OrderPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, returns, sent } = loaderData;
  const section = 'border-t border-neutral-200 pt-6';
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8">
      <PageMeta title={t('orders.number', { id: order.id })} description={t('orders.description')} />
      <div>
        <Link
          to={`/${params.lang}/profile#profile-orders`}
          className="text-sm text-neutral-700 hover:underline"
        >
          {t('orders.backToProfile')}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <h1 className="text-3xl font-bold">{t('orders.number', { id: order.id })}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="mt-1 text-sm text-neutral-700">{t('orders.placedOn', { date: order.createdAt })}</p>
        {order.expectedDelivery && (
          <p className="text-sm text-neutral-700">{t('orders.expected', { date: order.expectedDelivery })}</p>
        )}
      </div>
      <section aria-labelledby="order-items" className={section}>
        <h2 id="order-items" className="text-lg font-bold">
          {t('orders.itemsTitle')}
        </h2>
        <OrderLines lines={order.lines} />
      </section>
      <div className={`grid gap-8 md:grid-cols-2 ${section}`}>
        <section aria-labelledby="order-totals">
          <h2 id="order-totals" className="mb-3 text-lg font-bold">
            {t('orders.totals.title')}
          </h2>
          <OrderTotals totals={order.totals} />
        </section>
        <section aria-labelledby="order-history">
          <h2 id="order-history" className="mb-3 text-lg font-bold">
            {t('orders.history')}
          </h2>
          <OrderTimeline history={order.history} />
        </section>
      </div>
      <div className={section}>
        <OrderAddressNotes order={order} />
      </div>
      <OrderReturns view={returns} action={actionData} sent={sent} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
