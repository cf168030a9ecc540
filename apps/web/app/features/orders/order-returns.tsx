import { RETURN_REASONS } from '@seed/contract/returns';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Price } from '../../components/price';
import type { ReturnActionData, ReturnsView } from './order-returns.server';

const STATE_TONE = {
  REQUESTED: 'bg-amber-100 text-amber-900',
  REFUSED: 'bg-red-100 text-red-900',
  REFUNDED: 'bg-green-100 text-green-900',
} as const;

/** What was refunded, the order's returns with their state, and the return form while it is due. */
export function OrderReturns({
  view,
  action,
  sent,
}: {
  view: ReturnsView;
  action: ReturnActionData | undefined;
  sent: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const error = action?.problem ? t(`orders.returns.problems.${action.problem}`) : (action?.error ?? null);
  if (!view.refunded && view.returns.length === 0 && !view.form) return null;
  return (
    <section
      id="returns"
      aria-labelledby="order-returns"
      className="flex flex-col gap-4 border-t border-neutral-200 pt-6"
    >
      <h2 id="order-returns" className="text-lg font-bold">
        {t('orders.returns.title')}
      </h2>
      {view.refunded && (
        <div>
          <p className="font-medium">
            {t('orders.returns.refunded')} <Price money={view.refunded} />
          </p>
          <ul className="mt-1 text-sm text-neutral-700">
            {view.refunds.map((refund) => (
              <li key={refund.at + refund.amount.amount}>
                {refund.at}: <Price money={refund.amount} />{' '}
                {refund.toCard.amount > 0 && (
                  <span>
                    {t('orders.returns.toCard')} <Price money={refund.toCard} />{' '}
                  </span>
                )}
                {refund.toWallet.amount > 0 && (
                  <span>
                    {t('orders.returns.toWallet')} <Price money={refund.toWallet} />{' '}
                  </span>
                )}
                {refund.pending && <span>{t('orders.returns.pending')}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {sent && (
        <p role="status" className="rounded bg-green-50 p-3 text-green-900">
          {t('orders.returns.sent')}
        </p>
      )}
      {view.returns.map((item) => (
        <article key={item.id} className="rounded border border-neutral-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-bold">{t('orders.returns.number', { id: item.id })}</h3>
            <span className={`rounded-full px-2 py-0.5 text-sm font-bold ${STATE_TONE[item.state]}`}>
              {t(`orders.returns.state.${item.state}`)}
            </span>
          </div>
          <p className="text-sm text-neutral-700">
            {item.at} · {t(`orders.returns.reason.${item.reason}`)}
          </p>
          <ul className="text-sm">
            {item.lines.map((line) => (
              <li key={line.name}>{t('orders.returns.line', { name: line.name, count: line.count })}</li>
            ))}
          </ul>
          {item.photos.length > 0 && (
            <div className="mt-2 flex flex-wrap gap-2">
              {item.photos.map((url, index) => (
                <img
                  key={url}
                  src={url}
                  alt={t('orders.returns.photo', { number: index + 1 })}
                  width={64}
                  height={64}
                  className="size-16 rounded object-cover"
                />
              ))}
            </div>
          )}
          {item.note && <p className="mt-1 text-sm">{t('orders.returns.note', { note: item.note })}</p>}
        </article>
      ))}
      {view.form && (
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-col gap-3"
          aria-describedby="return-window"
        >
          <h3 className="font-bold">{t('orders.returns.formTitle')}</h3>
          <p id="return-window" className="text-sm text-neutral-700">
            {t('orders.returns.window', { date: view.form.endsOn })}
          </p>
          {error && (
            <p role="alert" className="rounded bg-red-50 p-3 text-red-900">
              {error}
            </p>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="font-medium">{t('orders.returns.which')}</legend>
            {view.form.lines.map((line) => (
              <label key={line.id} className="flex items-center justify-between gap-3">
                <span>{line.name}</span>
                <input
                  type="number"
                  name={`count-${line.id}`}
                  min={0}
                  max={line.max}
                  defaultValue={0}
                  className="w-20 rounded border border-neutral-400 px-2 py-1"
                />
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('orders.returns.why')}</span>
            <select
              name="reason"
              required
              className="rounded border border-neutral-400 px-2 py-1"
              defaultValue=""
            >
              <option value="" disabled>
                {t('orders.returns.choose')}
              </option>
              {RETURN_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`orders.returns.reason.${reason}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('orders.returns.details')}</span>
            <textarea
              name="details"
              maxLength={1000}
              rows={3}
              className="rounded border border-neutral-400 px-2 py-1"
            />
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('orders.returns.photos')}</span>
            <input type="file" name="photos" accept="image/*" multiple />
          </label>
          <button
            type="submit"
            disabled={navigation.state === 'submitting'}
            className="self-start rounded bg-neutral-900 px-4 py-2 font-bold text-white disabled:opacity-60"
          >
            {t('orders.returns.submit')}
          </button>
        </Form>
      )}
    </section>
  );
}
