import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { AdminTitle } from '../features/admin/admin-title';
import { RefundForm } from '../features/admin/refunds/refund-form';
import { RefundHistory, RefundSummary } from '../features/admin/refunds/refund-history';
import { loadRefundPage, refundAction } from '../features/admin/refunds/refund-page.server';
import type { Route } from './+types/admin-order-refund';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadRefundPage(params.lang, params.id, request, context);
}

export function action({ params, request, context }: Route.ActionArgs) {
  return refundAction(params.lang, params.id, request, context);
}

/** /admin/orders/:id/refund: refund lines, an amount or the whole order, and see what was refunded. */
export default function AdminOrderRefund({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view, idempotencyKey, done } = loaderData;
  const title = t('admin.refunds.title', { id: view.orderId });
  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={title} />
      <div>
        <Link to={`/${params.lang}/admin/orders/${view.orderId}`} className="text-sm underline">
          {t('admin.refunds.backToOrder')}
        </Link>
        <h1 className="mt-1 text-2xl font-bold">{title}</h1>
      </div>
      {done && (
        <p role="status" className="rounded bg-green-50 p-3 text-green-900">
          {t('admin.refunds.done', { id: done })}
        </p>
      )}
      <RefundSummary view={view} />
      <section aria-labelledby="new-refund" className="flex flex-col gap-3">
        <h2 id="new-refund" className="text-lg font-bold">
          {t('admin.refunds.newRefund')}
        </h2>
        {view.refundable.amount > 0 ? (
          <RefundForm view={view} idempotencyKey={idempotencyKey} action={actionData} />
        ) : (
          <p>{t('admin.refunds.nothingLeft')}</p>
        )}
      </section>
      <section aria-labelledby="earlier-refunds" className="flex flex-col gap-3">
        <h2 id="earlier-refunds" className="text-lg font-bold">
          {t('admin.refunds.earlier')}
        </h2>
        <RefundHistory view={view} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
