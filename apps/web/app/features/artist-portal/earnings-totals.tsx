import type { Money } from '@seed/domain/money';
import { useTranslation } from 'react-i18next';
import { Price } from '../../components/price';

type Totals = { pending: Money; cleared: Money; paid: Money };

const KEYS = ['pending', 'cleared', 'paid'] as const;
const HINTS = { pending: 'pendingHint', cleared: 'clearedHint', paid: null } as const;

/** Pending, cleared and paid: the sums of the artist's earnings ledger. */
export function EarningsTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="earnings-totals">
      <h2 id="earnings-totals" className="mb-2 text-lg font-semibold">
        {t('artistPortal.earnings.totals')}
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {KEYS.map((key) => {
          const hint = HINTS[key];
          return (
            <div key={key} className="rounded-lg border border-neutral-200 p-4">
              <dt className="text-sm text-neutral-700">{t(`artistPortal.earnings.${key}`)}</dt>
              <dd className="mt-1 text-2xl font-bold" data-total={key}>
                <Price money={totals[key]} />
              </dd>
              {hint && (
                <dd className="mt-1 text-xs text-neutral-700">{t(`artistPortal.earnings.${hint}`)}</dd>
              )}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
