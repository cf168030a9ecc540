import { formatMoney } from '@seed/domain/money';
import { useTranslation } from 'react-i18next';
import type { AdminOrderView } from './order-view.server';

type Kind = 'packingSlip' | 'invoice';

/**
 * A packing slip or an invoice as plain HTML that prints on one A4 page: no admin chrome, black on white.
 * A gift's packing slip carries the gift message and no prices, so the parcel does not tell what it cost.
 */
export function PrintDocument({ order, kind }: { order: AdminOrderView; kind: Kind }) {
  const { t } = useTranslation();
  const prices = kind === 'invoice' || !order.isGift;
  const cell = 'border-b border-neutral-300 py-2 pe-3 text-start align-top';
  return (
    <main className="mx-auto max-w-3xl bg-white p-8 text-black print:max-w-none print:p-0">
      <div className="mb-6 flex items-start justify-between gap-4">
        <div>
          <p className="text-2xl font-bold">{t('admin.orders.print.storeName')}</p>
          <p className="text-sm">{t('admin.orders.print.storeAddress')}</p>
        </div>
        <div className="text-end">
          <h1 className="text-xl font-bold">{t(`admin.orders.print.${kind}`)}</h1>
          <p>
            {kind === 'invoice'
              ? t('admin.orders.print.invoiceNumber', { id: order.id })
              : t('admin.orders.print.order', { id: order.id })}
          </p>
          <p className="text-sm">
            {t('admin.orders.print.date')}: {order.placedAt}
          </p>
        </div>
      </div>
      {order.addressView && (
        <section aria-labelledby="print-address" className="mb-6">
          <h2 id="print-address" className="font-bold">
            {kind === 'invoice' ? t('admin.orders.print.billTo') : t('admin.orders.print.shipTo')}
          </h2>
          <p>{order.addressView.name || order.customerName}</p>
          <p>{order.addressView.summary}</p>
          {order.addressView.phone && (
            <p dir="ltr" className="text-start">
              {order.addressView.phone}
            </p>
          )}
        </section>
      )}
      <table className="mb-6 w-full border-collapse text-sm">
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t('admin.orders.print.item')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.orders.print.details')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.orders.print.qty')}
            </th>
            {prices && (
              <th scope="col" className={cell}>
                {t('admin.orders.print.price')}
              </th>
            )}
            {prices && (
              <th scope="col" className={cell}>
                {t('admin.orders.print.lineTotal')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td className={cell}>{line.name}</td>
              <td className={cell}>
                {[line.colorName, line.size, t(`admin.orders.positions.${line.printPosition}`)]
                  .filter(Boolean)
                  .join(' · ')}
              </td>
              <td className={cell}>{line.count}</td>
              {prices && (
                <td className={cell} dir="ltr">
                  {formatMoney(line.unitPrice)}
                </td>
              )}
              {prices && (
                <td className={cell} dir="ltr">
                  {formatMoney({ ...line.unitPrice, amount: line.unitPrice.amount * line.count })}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {kind === 'invoice' && <InvoiceTotals order={order} />}
      {kind === 'packingSlip' && order.isGift && order.personalNotes && (
        <section aria-labelledby="print-gift" className="mb-6 border border-neutral-400 p-4">
          <h2 id="print-gift" className="font-bold">
            {t('admin.orders.print.giftMessage')}
          </h2>
          <p className="whitespace-pre-line">{order.personalNotes}</p>
        </section>
      )}
      <p className="text-sm">{t('admin.orders.print.thanks')}</p>
      <PrintButton label={t('admin.orders.print.print')} />
    </main>
  );
}

function InvoiceTotals({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('admin.orders.totals.subtotal'), formatMoney(order.subtotal)],
    ...(order.discount.amount > 0
      ? [[t('admin.orders.totals.discount'), `-${formatMoney(order.discount)}`] as [string, string]]
      : []),
    [t('admin.orders.totals.delivery'), formatMoney(order.deliveryPrice)],
    [t('admin.orders.totals.total'), formatMoney(order.total)],
    ...(order.paymentWalletAmount.amount > 0
      ? [[t('admin.orders.totals.wallet'), formatMoney(order.paymentWalletAmount)] as [string, string]]
      : []),
    [t('admin.orders.totals.toPay'), formatMoney(order.price)],
  ];
  return (
    <dl className="mb-6 ms-auto grid max-w-xs grid-cols-2 gap-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd dir="ltr" className="text-end rtl:text-start">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

// Printing needs scripts; without them the browser's own print command does the same.
function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="mt-6 rounded border border-neutral-800 px-4 py-2 print:hidden"
    >
      {label}
    </button>
  );
}
