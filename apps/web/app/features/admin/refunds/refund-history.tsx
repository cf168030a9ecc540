import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price';
import type { RefundPageView } from './refund-page.server';

/** The order's figures and its earlier refunds, newest last. */
export function RefundSummary({ view }: { view: RefundPageView }) {
  const { t } = useTranslation();
  const figures = [
    ['paid', view.paid],
    ['refunded', view.refunded],
    ['refundable', view.refundable],
    ['refundableToCard', view.refundableToCard],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([key, money]) => (
        <div key={key} className="rounded-md border border-neutral-200 bg-white p-3">
          <dt className="text-sm text-neutral-700">{t(`admin.refunds.figures.${key}`)}</dt>
          <dd className="text-lg font-bold">
            <Price money={money} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function RefundHistory({ view }: { view: RefundPageView }) {
  const { t } = useTranslation();
  if (view.refunds.length === 0) return <p className="text-neutral-700">{t('admin.refunds.none')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {view.refunds.map((refund) => (
        <li key={refund.id} className="rounded-md border border-neutral-200 bg-white p-3 text-sm">
          <p className="font-semibold">
            {t('admin.refunds.number', { id: refund.id })}: <Price money={refund.amount} />
            {' · '}
            {t(`admin.refunds.state.${refund.state}`)}
          </p>
          <p className="text-neutral-700">
            {refund.at}
            {refund.staff && ` · ${refund.staff}`}
          </p>
          <p>
            {refund.toCard.amount > 0 && (
              <span>
                {t('admin.refunds.toCard')} <Price money={refund.toCard} />{' '}
              </span>
            )}
            {refund.toWallet.amount > 0 && (
              <span>
                {t('admin.refunds.toWallet')} <Price money={refund.toWallet} />
              </span>
            )}
          </p>
          {refund.lines.length > 0 && (
            <ul>
              {refund.lines.map((line) => (
                <li key={line.name}>
                  {t('admin.refunds.lineCount', { name: line.name, count: line.count })}
                </li>
              ))}
            </ul>
          )}
          <p>{t('admin.refunds.because', { reason: refund.reason })}</p>
        </li>
      ))}
    </ol>
  );
}
