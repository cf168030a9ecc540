import type { adminStock } from '@seed/contract/admin-stock';
import type { ReplyOf } from '@seed/contract/endpoint';
import type { Locale } from '@seed/domain/locale';
import { useTranslation } from 'react-i18next';
import { variantName } from './variant-name';

type Plan = ReplyOf<typeof adminStock.dryRun>;

/** A dry run's answer: every bad row by its line, or exactly which counts the file changes (old → new). */
export function ImportPlan({ plan, lang }: { plan: Plan; lang: Locale }) {
  const { t } = useTranslation();
  if (plan.errors.length > 0) {
    return (
      <section
        role="alert"
        aria-labelledby="import-errors"
        className="mb-4 rounded-md bg-red-50 p-4 text-red-900"
      >
        <h2 id="import-errors" className="mb-2 font-semibold">
          {t('admin.stock.errorsTitle')}
        </h2>
        <ul className="list-disc ps-5">
          {plan.errors.map((error) => (
            <li key={`${error.line}-${error.problem}`}>
              {t('admin.stock.lineError', {
                line: error.line,
                problem: t(`admin.stock.problems.${error.problem}`),
              })}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section aria-labelledby="import-plan" className="mb-4">
      <h2 id="import-plan" className="mb-2 text-lg font-semibold">
        {t('admin.stock.planTitle')}
      </h2>
      {plan.changes.length === 0 ? (
        <p>{t('admin.stock.planNothing')}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-neutral-200">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('admin.stock.planTitle')}</caption>
            <thead className="bg-neutral-50">
              <tr>
                {(['line', 'variant', 'before', 'after'] as const).map((column) => (
                  <th key={column} scope="col" className="border-b border-neutral-200 px-3 py-2 text-start">
                    {column === 'variant' ? t('admin.stock.columns.variant') : t(`admin.stock.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {plan.changes.map((change) => (
                <tr key={change.id} className="border-b border-neutral-100">
                  <td className="px-3 py-2 tabular-nums">{change.line}</td>
                  <td className="px-3 py-2">{variantName(change, lang)}</td>
                  <td className="px-3 py-2 tabular-nums">{change.before}</td>
                  <td className="px-3 py-2 font-semibold tabular-nums">{change.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {plan.unchanged > 0 && (
        <p className="mt-2 text-sm text-neutral-700">
          {t('admin.stock.planUnchanged', { count: plan.unchanged })}
        </p>
      )}
    </section>
  );
}
