import { useTranslation } from 'react-i18next';
import { Price } from '../../components/price';
import { bundleTotals, type CartLineView } from './cart-view';

type Group = { name: string; discountPercentage: number; lines: CartLineView[] };

/** A bundle's name, its discount and what its lines come to, above them in the cart. */
export function CartBundleHeading({ group }: { group: Group }) {
  const { t } = useTranslation();
  const totals = bundleTotals(group.lines);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-bold">{t('cart.bundle', { name: group.name })}</p>
      {totals && (
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {group.discountPercentage > 0 && (
            <span className="rounded bg-emerald-100 px-1.5 text-emerald-900">
              {t('bundles.discount', { percent: group.discountPercentage })}
            </span>
          )}
          <span className="font-bold">
            <span className="sr-only">{t('bundles.groupTotal')} </span>
            <Price money={totals.total} />
          </span>
          {totals.before.amount > totals.total.amount && (
            <s className="text-neutral-600">
              <span className="sr-only">{t('bundles.oldPrice')} </span>
              <Price money={totals.before} />
            </s>
          )}
        </p>
      )}
    </div>
  );
}
