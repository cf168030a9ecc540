import type { Money } from '@seed/domain/money';
import { useTranslation } from 'react-i18next';
import { Price } from '../../components/price';
import type { OrderView } from './order-view';

function Row({
  label,
  money,
  minus,
  strong,
}: {
  label: string;
  money: Money;
  minus?: boolean;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd>
        {minus && <span aria-hidden="true">− </span>}
        <Price money={money} />
      </dd>
    </div>
  );
}

/** The order's totals as the API recorded them, in the currency the shopper paid in. */
export function OrderTotals({ totals }: { totals: OrderView['totals'] }) {
  const { t } = useTranslation();
  return (
    <dl className="flex flex-col gap-2">
      <Row label={t('orders.totals.subtotal')} money={totals.subtotal} />
      {totals.discount.amount > 0 && (
        <Row label={t('orders.totals.discount')} money={totals.discount} minus />
      )}
      <Row label={t('orders.totals.delivery')} money={totals.delivery} />
      <Row label={t('orders.totals.total')} money={totals.total} strong />
      {totals.wallet.amount > 0 && (
        <>
          <Row label={t('orders.totals.wallet')} money={totals.wallet} />
          <Row label={t('orders.totals.card')} money={totals.price} />
        </>
      )}
    </dl>
  );
}

/** Where the order goes, and the shopper's notes. */
export function OrderAddressNotes({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { address, notes } = order;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <section aria-labelledby="order-address">
        <h2 id="order-address" className="text-lg font-bold">
          {t('orders.address')}
        </h2>
        {address ? (
          <address className="mt-2 not-italic text-sm text-neutral-800">
            {address.title && <span className="block font-medium">{address.title}</span>}
            <span className="block">{address.summary}</span>
            {address.phone && (
              <span dir="ltr" className="block rtl:text-end">
                {address.phone}
              </span>
            )}
          </address>
        ) : (
          <p className="mt-2 text-sm text-neutral-700">{t('orders.noAddress')}</p>
        )}
      </section>
      {(notes.orderNote || notes.personalNotes || notes.isGift) && (
        <section aria-labelledby="order-notes">
          <h2 id="order-notes" className="text-lg font-bold">
            {t('orders.notes')}
          </h2>
          {notes.isGift && <p className="mt-2 text-sm">{t('orders.isGift')}</p>}
          <dl className="mt-2 flex flex-col gap-1 text-sm">
            {notes.orderNote && (
              <div>
                <dt className="font-medium">{t('orders.orderNote')}</dt>
                <dd className="whitespace-pre-line">{notes.orderNote}</dd>
              </div>
            )}
            {notes.personalNotes && (
              <div>
                <dt className="font-medium">{t('orders.personalNotes')}</dt>
                <dd className="whitespace-pre-line">{notes.personalNotes}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
    </div>
  );
}
