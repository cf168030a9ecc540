import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { DecisionActionData } from './returns.server';

const field = 'rounded border border-neutral-400 bg-white px-2 py-1';
const button = 'self-start rounded px-4 py-2 font-bold text-white disabled:opacity-60';

/** The two answers to a waiting return, each its own plain form. */
export function ReturnDecision({ action }: { action: DecisionActionData | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const error = action?.problem ? t(`admin.returns.problems.${action.problem}`) : (action?.error ?? null);
  return (
    <div className="flex flex-col gap-4">
      {error && (
        <p role="alert" className="rounded bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Form method="post" className="flex flex-col gap-3 rounded-md border border-neutral-200 bg-white p-4">
          <input type="hidden" name="decision" value="ACCEPT" />
          <h3 className="font-bold">{t('admin.returns.accept')}</h3>
          <fieldset className="flex flex-col gap-1">
            <legend className="font-semibold">{t('admin.returns.destination')}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="destination" value="CARD" defaultChecked />
              {t('admin.returns.to.CARD')}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="destination" value="WALLET" />
              {t('admin.returns.to.WALLET')}
            </label>
          </fieldset>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="restock" />
            {t('admin.returns.restock')}
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-semibold">{t('admin.returns.acceptNote')}</span>
            <textarea name="note" maxLength={500} rows={2} className={field} />
          </label>
          <button type="submit" disabled={busy} className={`${button} bg-green-800`}>
            {t('admin.returns.acceptSubmit')}
          </button>
        </Form>
        <Form method="post" className="flex flex-col gap-3 rounded-md border border-neutral-200 bg-white p-4">
          <input type="hidden" name="decision" value="REFUSE" />
          <h3 className="font-bold">{t('admin.returns.refuse')}</h3>
          <label className="flex flex-col gap-1">
            <span className="font-semibold">{t('admin.returns.refuseNote')}</span>
            <textarea name="note" required maxLength={500} rows={3} className={field} />
          </label>
          <button type="submit" disabled={busy} className={`${button} bg-red-800`}>
            {t('admin.returns.refuseSubmit')}
          </button>
        </Form>
      </div>
    </div>
  );
}
