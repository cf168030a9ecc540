import { useTranslation } from 'react-i18next';
import { Link, useActionData, useSearchParams } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { orderAction } from '../features/admin/orders/order-actions.server';
import { MoveForm, NoteForm, type OrderFormResult, ShipForm } from '../features/admin/orders/order-forms';
import { loadAdminOrder } from '../features/admin/orders/order-page.server';
import {
  CustomerAndDelivery,
  HistoryTable,
  NotesAndGift,
  OrderLinesTable,
  PaymentSection,
  Section,
} from '../features/admin/orders/order-sections';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-order';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { order, staff } = await loadAdminOrder(params.lang, params.id, request, context);
  return { order, canRefund: staff.permissions.includes('refunds') };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'orders');
  const locale = requestLocale(params.lang, request);
  const back = new URL(request.url).pathname;
  const api = createApiClient(request, context, locale);
  return orderAction(api, locale, params.id, await request.formData(), back);
}

function Done({ status }: { status: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const done = search.get('done');
  const text =
    done === 'move'
      ? t('admin.orders.move.done', { status })
      : done === 'ship'
        ? t('admin.orders.ship.done')
        : done === 'note'
          ? t('admin.orders.staffNote.done')
          : null;
  return (
    <p role="status" className={text ? 'mb-4 rounded-md bg-green-50 p-3 text-green-900' : 'sr-only'}>
      {text}
    </p>
  );
}

/** One order for staff: everything about it, its moves, shipping, notes, and its printable papers. */
export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const result = useActionData<OrderFormResult>();
  const { order, canRefund } = loaderData;
  const base = `/${lang}/admin/orders/${order.id}`;
  const status = t(`admin.orders.status.${order.status}`);
  const actionLink = 'rounded-md border border-neutral-400 bg-white px-3 py-1.5 text-sm hover:bg-neutral-100';
  return (
    <>
      <AdminTitle title={t('admin.orders.orderTitle', { id: order.id })} />
      <Link to={`/${lang}/admin/orders`} className="text-sm underline underline-offset-2">
        {t('admin.orders.actions.back')}
      </Link>
      <div className="mt-2 mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t('admin.orders.orderTitle', { id: order.id })}</h1>
        <span data-status={order.status} className="rounded-full bg-neutral-900 px-3 py-1 text-sm text-white">
          {status}
        </span>
        <span className="text-sm text-neutral-700">{order.placedAt}</span>
      </div>
      <Done status={status} />
      {/* The order's actions: its papers, and the refund desk for staff who may refund. */}
      <nav aria-label={t('admin.orders.actions.title')} className="mb-6 flex flex-wrap gap-2">
        <a href={`${base}/packing-slip`} className={actionLink}>
          {t('admin.orders.actions.packingSlip')}
        </a>
        <a href={`${base}/invoice`} className={actionLink}>
          {t('admin.orders.actions.invoice')}
        </a>
        {canRefund && (
          <Link to={`${base}/refund`} className={actionLink}>
            {t('admin.orders.actions.refund')}
          </Link>
        )}
      </nav>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Section id="order-lines" title={t('admin.orders.sections.lines')}>
            <OrderLinesTable order={order} />
          </Section>
          <PaymentSection order={order} />
          <Section id="order-history" title={t('admin.orders.sections.history')}>
            <HistoryTable order={order} />
          </Section>
          <Section id="order-shipments" title={t('admin.orders.sections.shipments')}>
            {order.shipments.length === 0 ? (
              <p className="text-sm">—</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {order.shipments.map((shipment) => (
                  <li key={`${shipment.carrier}-${shipment.trackingNumber}`}>
                    {shipment.carrierName} · <span dir="ltr">{shipment.trackingNumber}</span> · {shipment.at}
                    {shipment.by && ` · ${shipment.by}`}
                    {shipment.trackingUrl && (
                      <>
                        {' · '}
                        <a href={shipment.trackingUrl} className="underline" rel="noreferrer" target="_blank">
                          {t('admin.orders.ship.trackingLink')}
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
        <div className="flex flex-col gap-4">
          <Section id="order-change" title={t('admin.orders.move.title')}>
            <div className="flex flex-col gap-6">
              <MoveForm next={order.nextStatuses} result={result} />
              {order.nextStatuses.includes('SHIPPED') && <ShipForm locale={lang} result={result} />}
            </div>
          </Section>
          <CustomerAndDelivery order={order} />
          <NotesAndGift order={order} />
          <Section id="order-staff-notes" title={t('admin.orders.sections.staffNotes')}>
            {order.staffNotes.length === 0 ? (
              <p className="mb-3 text-sm">{t('admin.orders.staffNote.none')}</p>
            ) : (
              <ul className="mb-4 flex flex-col gap-3 text-sm">
                {order.staffNotes.map((note) => (
                  <li key={note.id} className="border-s-2 border-neutral-300 ps-3">
                    <p className="whitespace-pre-line">{note.text}</p>
                    <p className="text-xs text-neutral-700">
                      {note.by} · {note.at}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <NoteForm result={result} />
          </Section>
        </div>
      </div>
    </>
  );
}
