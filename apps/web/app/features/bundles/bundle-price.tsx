import { useTranslation } from 'react-i18next';
import { Price } from '../../components/price';
import type { BundleCardView } from './bundle-view';

/** The bundle's price with the items' own total struck through, and what the shopper saves. */
export function BundlePrice({ bundle, large = false }: { bundle: BundleCardView; large?: boolean }) {
  const { t } = useTranslation();
  const saves = bundle.saving.amount > 0;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={large ? 'text-2xl font-bold' : 'font-bold'}>
        <span className="sr-only">{t('bundles.price')} </span>
        <Price money={bundle.newPrice} />
      </span>
      {saves && (
        <>
          <s className="text-sm text-neutral-600">
            <span className="sr-only">{t('bundles.oldPrice')} </span>
            <Price money={bundle.oldPrice} />
          </s>
          <span className="rounded bg-emerald-100 px-2 py-0.5 text-sm font-medium text-emerald-900">
            {t('bundles.save', { percent: bundle.discountPercentage })} <Price money={bundle.saving} />
          </span>
        </>
      )}
    </p>
  );
}
