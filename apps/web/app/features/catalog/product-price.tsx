import type { Money } from '@seed/domain/money';
import { useTranslation } from 'react-i18next';
import { Price } from '../../components/price';

/**
 * A product's price, with the earlier price struck through beside it during a sale. Screen readers do
 * not announce a strike-through, so each amount is named.
 */
export function ProductPrice({ price, oldPrice }: { price: Money; oldPrice: Money | null }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={oldPrice ? 'font-bold text-red-700' : 'font-bold'}>
        <span className="sr-only">{t('catalog.price')} </span>
        <Price money={price} />
      </span>
      {oldPrice && (
        <s className="text-sm text-neutral-600">
          <span className="sr-only">{t('catalog.oldPrice')} </span>
          <Price money={oldPrice} />
        </s>
      )}
    </span>
  );
}
