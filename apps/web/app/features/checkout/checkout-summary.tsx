import type { Money } from '@seed/domain/money';
import { useTranslation } from 'react-i18next';
import { Price } from '../../components/price';
import { readBlocker } from './checkout-blockers';
import type { SummaryView } from './checkout-view';

function Row({
  label,
  money,
  negative,
  strong,
}: {
  label: string;
  money: Money;
  negative?: boolean;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd>
        {negative && money.amount > 0 && <span aria-hidden="true">− </span>}
        <Price money={money} />
      </dd>
    </div>
  );
}

function BlockerList({ summary }: { summary: SummaryView }) {
  const { t } = useTranslation();
  if (summary.blockers.length === 0) return null;
  return (
    <div role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <ul className="flex flex-col gap-1">
        {summary.blockers.map((raw) => {
          const blocker = readBlocker(raw);
          const name =
            'lineId' in blocker ? summary.lines.find((line) => line.id === blocker.lineId)?.name : undefined;
          const key = 'lineId' in blocker && !name ? (`${blocker.kind}_SOME` as const) : blocker.kind;
          return <li key={raw}>{t(`checkout.blockers.${key}`, { name })}</li>;
        })}
      </ul>
    </div>
  );
}

/** The server's totals for the shopper's choices (checkout/summary); nothing here is added up in the browser. */
export function CheckoutSummary({ summary }: { summary: SummaryView }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {summary.lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3">
            {line.image ? (
              <img src={line.image} alt="" width={48} height={48} className="size-12 rounded object-cover" />
            ) : (
              <span className="size-12 rounded bg-neutral-100" />
            )}
            <span className="flex-1 text-sm">
              {line.name} <span className="text-neutral-700">× {line.count}</span>
            </span>
            <Price money={line.sumPrice} />
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-neutral-200 pt-4">
        <Row label={t('checkout.summary.subtotal')} money={summary.subtotal} />
        {summary.discount.amount > 0 && (
          <Row label={t('checkout.summary.discount')} money={summary.discount} negative />
        )}
        <Row label={t('checkout.summary.delivery')} money={summary.deliveryPrice} />
        {summary.walletUsed.amount > 0 && (
          <Row label={t('checkout.summary.wallet')} money={summary.walletUsed} negative />
        )}
        <Row label={t('checkout.summary.total')} money={summary.total} strong />
      </dl>
      <BlockerList summary={summary} />
    </div>
  );
}
