import { type DesignIssue, designUnitPrice, sideCoverage } from '@seed/domain/design';
import { convertFils } from '@seed/domain/money';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Price } from '../../components/price';
import { useCurrency } from '../../lib/currency';
import { toDesign, variantOf } from './studio-design';
import type { StudioItem } from './studio-item';
import type { StudioDoc } from './studio-state';

type Props = {
  item: StudioItem;
  doc: StudioDoc;
  issues: DesignIssue[];
  onBeforeSubmit: () => void;
  /** The API refused the design: the page keeps it again. */
  onRefused: () => void;
};

/** What the studio route's action answers when it does not redirect (to the cart, or to sign in). */
export type CreateResult = { ok: false; message: string };

/** Live price (the shared price rule), the print-quality findings, and the button that creates the product. */
export function StudioSummary({ item, doc, issues, onBeforeSubmit, onRefused }: Props) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const fetcher = useFetcher<CreateResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  useEffect(() => {
    if (result) onRefused();
  }, [result, onRefused]);
  const variant = variantOf(item, doc);
  const design = toDesign(item, doc);
  const coverage = sideCoverage(doc);
  const blocked = issues.some((issue) => issue.severity === 'block') || coverage.empty.length > 0 || !design;
  const fils = designUnitPrice({
    inventoryPrice: item.priceFils,
    printingType: doc.printingType,
    printPosition: doc.printPosition,
    variantSurcharge: variant?.surcharge ?? 0,
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-baseline justify-between text-lg font-bold">
        <span>{t('studio.price')}</span>
        <span data-testid="studio-price">
          <Price money={convertFils(fils, currency)} />
        </span>
      </p>
      {issues.length > 0 && (
        <ul aria-label={t('studio.checks')} className="flex flex-col gap-1 text-sm">
          {issues.map((issue) => (
            <li
              key={`${issue.side}-${issue.layer ?? 'all'}-${issue.code}`}
              className={issue.severity === 'block' ? 'text-red-700' : 'text-amber-800'}
            >
              {t(`studio.positions.${issue.side}`)}: {t(`studio.issues.${issue.code}`)}
            </li>
          ))}
        </ul>
      )}
      {coverage.empty.length > 0 && (
        <p className="text-sm text-neutral-700">
          {t('studio.emptySides', {
            sides: coverage.empty.map((side) => t(`studio.positions.${side}`)).join(' · '),
          })}
        </p>
      )}
      {!variant && <p className="text-sm text-red-700">{t('studio.noVariant')}</p>}
      {result && (
        <p role="alert" className="text-sm text-red-700">
          {result.message}
        </p>
      )}
      <fetcher.Form method="post" onSubmit={onBeforeSubmit}>
        <input type="hidden" name="design" value={design ? JSON.stringify(design) : ''} />
        <button
          type="submit"
          disabled={blocked || busy}
          className="w-full rounded-md bg-teal-700 px-4 py-3 font-semibold text-white disabled:opacity-50"
        >
          {busy ? t('studio.creating') : t('studio.create')}
        </button>
      </fetcher.Form>
    </div>
  );
}
