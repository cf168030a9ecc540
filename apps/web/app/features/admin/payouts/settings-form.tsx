import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

type Settings = { marginMinFils: number; marginMaxFils: number; payoutMinimumFils: number };
type Problem = { fields: string[]; refusal: string | null };

const kwdText = (fils: number) => (fils / 1000).toFixed(3);

const FIELDS = [
  { name: 'marginMin', key: 'marginMinFils', label: 'marginMin' },
  { name: 'marginMax', key: 'marginMaxFils', label: 'marginMax' },
  { name: 'payoutMinimum', key: 'payoutMinimumFils', label: 'payoutMinimum' },
] as const;

/** The limits artists' margins must keep and the smallest payout; every change says why (audited). */
export function SettingsForm({ settings, problem }: { settings: Settings; problem: Problem | null }) {
  const { t } = useTranslation();
  const wrong = (field: string) => problem?.fields.includes(field) ?? false;
  return (
    <section aria-labelledby="payout-settings" className="rounded-md border border-neutral-200 bg-white p-4">
      <h2 id="payout-settings" className="mb-2 text-lg font-semibold">
        {t('admin.payouts.settings')}
      </h2>
      {problem && (
        <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-red-900">
          {problem.refusal ?? t('admin.payouts.invalid')}
        </p>
      )}
      <Form method="post" className="grid gap-3 sm:max-w-md">
        {FIELDS.map((field) => (
          <label key={field.name} className="grid gap-1">
            <span>{t(`admin.payouts.${field.label}`)}</span>
            <input
              name={field.name}
              inputMode="decimal"
              dir="ltr"
              required
              defaultValue={kwdText(settings[field.key])}
              aria-invalid={wrong(field.key) || undefined}
              className="rounded-md border border-neutral-300 px-3 py-2"
            />
          </label>
        ))}
        <label className="grid gap-1">
          <span>{t('admin.payouts.reason')}</span>
          <input
            name="reason"
            required
            maxLength={500}
            aria-invalid={wrong('reason') || undefined}
            className="rounded-md border border-neutral-300 px-3 py-2"
          />
        </label>
        <button
          type="submit"
          name="action"
          value="settings"
          className="justify-self-start rounded-md bg-neutral-900 px-4 py-2 text-white"
        >
          {t('admin.payouts.save')}
        </button>
      </Form>
    </section>
  );
}
