import type { Money } from '@seed/domain/money';
import { formatMoneyText } from '@seed/domain/money';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { EarningsProblem } from './earnings-actions.server';

type Details = { ibanMasked: string | null; accountName: string | null; saleMail: boolean };
type Margin = { id: number; title: string; titleAr: string; margin: Money; marginText: string };

const input = 'rounded-md border border-neutral-400 px-3 py-2';
const button = 'justify-self-start rounded-md bg-neutral-900 px-4 py-2 text-white';

function Problem({ problem }: { problem: EarningsProblem }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
      {problem.refusal ?? t('artistPortal.earnings.invalid')}
    </p>
  );
}

/** The artist's bank details (IBAN shown masked) and the daily sale e-mail setting. */
export function PayoutDetailsForms({
  details,
  problem,
}: {
  details: Details;
  problem: EarningsProblem | null;
}) {
  const { t } = useTranslation();
  const mine = problem?.action === 'details' ? problem : null;
  return (
    <section aria-labelledby="payout-details" className="grid gap-4 rounded-lg border border-neutral-200 p-4">
      <h2 id="payout-details" className="text-lg font-semibold">
        {t('artistPortal.earnings.details')}
      </h2>
      <p className="text-sm text-neutral-700">{t('artistPortal.earnings.detailsHint')}</p>
      {details.ibanMasked && (
        <p>
          {t('artistPortal.earnings.currentIban', {
            iban: details.ibanMasked,
            interpolation: { escapeValue: false },
          })}
        </p>
      )}
      {mine && <Problem problem={mine} />}
      <Form method="post" className="grid gap-3 sm:max-w-md">
        <label className="grid gap-1">
          <span>{t('artistPortal.earnings.iban')}</span>
          <input
            name="iban"
            required
            maxLength={42}
            dir="ltr"
            autoComplete="off"
            aria-invalid={mine?.field === 'iban' || undefined}
            className={input}
          />
        </label>
        <label className="grid gap-1">
          <span>{t('artistPortal.earnings.accountName')}</span>
          <input
            name="accountName"
            required
            maxLength={120}
            defaultValue={details.accountName ?? ''}
            aria-invalid={mine?.field === 'accountName' || undefined}
            className={input}
          />
        </label>
        <button type="submit" name="action" value="details" className={button}>
          {t('artistPortal.earnings.saveDetails')}
        </button>
      </Form>
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="enabled" defaultChecked={details.saleMail} />
          <span>{t('artistPortal.earnings.saleMail')}</span>
        </label>
        <button
          type="submit"
          name="action"
          value="saleMail"
          className="rounded-md border border-neutral-400 px-3 py-1"
        >
          {t('artistPortal.earnings.saveSaleMail')}
        </button>
      </Form>
    </section>
  );
}

/** One form per artwork: its margin, within the limits staff set. */
export function MarginForms({
  margins,
  limits,
  lang,
  problem,
}: {
  margins: Margin[];
  limits: { min: Money; max: Money };
  lang: 'ar' | 'en';
  problem: EarningsProblem | null;
}) {
  const { t } = useTranslation();
  const mine = problem?.action === 'margin' ? problem : null;
  if (margins.length === 0) return null;
  return (
    <section
      aria-labelledby="artwork-margins"
      className="grid gap-3 rounded-lg border border-neutral-200 p-4"
    >
      <h2 id="artwork-margins" className="text-lg font-semibold">
        {t('artistPortal.earnings.margins')}
      </h2>
      <p className="text-sm text-neutral-700">
        {t('artistPortal.earnings.marginsHint', {
          min: formatMoneyText(limits.min),
          max: formatMoneyText(limits.max),
          interpolation: { escapeValue: false },
        })}
      </p>
      {mine && <Problem problem={mine} />}
      <ul className="grid gap-2">
        {margins.map((artwork) => {
          const title = lang === 'ar' ? artwork.titleAr : artwork.title;
          return (
            <li key={artwork.id}>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="artworkId" value={artwork.id} />
                <label className="grid gap-1">
                  <span>
                    {t('artistPortal.earnings.margin', { title, interpolation: { escapeValue: false } })}
                  </span>
                  <input
                    name="margin"
                    inputMode="decimal"
                    dir="ltr"
                    required
                    defaultValue={artwork.marginText}
                    aria-invalid={mine?.id === artwork.id || undefined}
                    className={`${input} w-32`}
                  />
                </label>
                <button
                  type="submit"
                  name="action"
                  value="margin"
                  className="rounded-md border border-neutral-400 px-3 py-2"
                >
                  {t('artistPortal.earnings.saveMargin')}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
