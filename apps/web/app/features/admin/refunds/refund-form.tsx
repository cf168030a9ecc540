import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Price } from '../../../components/price';
import type { RefundActionData, RefundPageView } from './refund-page.server';

const field = 'rounded border border-neutral-400 bg-white px-2 py-1';

/**
 * What to refund (the whole order, lines with counts, or an amount), where to, whether to restock, and
 * why. A plain form: without scripts it posts and the page answers with the result or the refusal.
 */
export function RefundForm({
  view,
  idempotencyKey,
  action,
}: {
  view: RefundPageView;
  idempotencyKey: string;
  action: RefundActionData | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const error = action?.problem ? t(`admin.refunds.problems.${action.problem}`) : (action?.error ?? null);
  const open = view.lines.filter((line) => line.refundableCount > 0);
  return (
    <Form method="post" className="flex flex-col gap-5 rounded-md border border-neutral-200 bg-white p-4">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {error && (
        <p role="alert" className="rounded bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('admin.refunds.what')}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" value="LINES" defaultChecked />
          {t('admin.refunds.kind.LINES')}
        </label>
        {open.length > 0 && (
          <table className="ms-6 text-sm">
            <caption className="sr-only">{t('admin.refunds.linesCaption')}</caption>
            <thead>
              <tr className="text-start">
                <th scope="col" className="px-2 py-1 text-start">
                  {t('admin.refunds.line')}
                </th>
                <th scope="col" className="px-2 py-1 text-start">
                  {t('admin.refunds.unitPrice')}
                </th>
                <th scope="col" className="px-2 py-1 text-start">
                  {t('admin.refunds.left')}
                </th>
                <th scope="col" className="px-2 py-1 text-start">
                  {t('admin.refunds.count')}
                </th>
              </tr>
            </thead>
            <tbody>
              {open.map((line) => (
                <tr key={line.id}>
                  <th scope="row" className="px-2 py-1 text-start font-normal">
                    {line.name}
                  </th>
                  <td className="px-2 py-1">
                    <Price money={line.unitPrice} />
                  </td>
                  <td className="px-2 py-1">{line.refundableCount}</td>
                  <td className="px-2 py-1">
                    <input
                      type="number"
                      name={`count-${line.id}`}
                      min={0}
                      max={line.refundableCount}
                      defaultValue={0}
                      aria-label={t('admin.refunds.countOf', { name: line.name })}
                      className={`w-20 ${field}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" value="AMOUNT" />
          {t('admin.refunds.kind.AMOUNT')}
        </label>
        <label className="ms-6 flex items-center gap-2 text-sm">
          {t('admin.refunds.amount', { currency: view.refundable.currency })}
          <input name="amount" inputMode="decimal" dir="ltr" className={`w-32 ${field}`} />
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" value="ORDER" />
          {t('admin.refunds.kind.ORDER')}
        </label>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('admin.refunds.destination')}</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="destination"
            value="CARD"
            defaultChecked={view.refundableToCard.amount > 0}
          />
          {t('admin.refunds.to.CARD')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="destination"
            value="WALLET"
            defaultChecked={view.refundableToCard.amount === 0}
          />
          {t('admin.refunds.to.WALLET')}
        </label>
      </fieldset>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="restock" />
        {t('admin.refunds.restock')}
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-semibold">{t('admin.refunds.reason')}</span>
        <textarea name="reason" required maxLength={500} rows={2} className={field} />
      </label>
      <button
        type="submit"
        disabled={navigation.state === 'submitting'}
        className="self-start rounded bg-neutral-900 px-4 py-2 font-bold text-white disabled:opacity-60"
      >
        {t('admin.refunds.submit')}
      </button>
    </Form>
  );
}
