import { useTranslation } from 'react-i18next';
import { Price } from '../../components/price';
import type { CartLineView } from './cart-view';

/** The line's sum, and its unit price (struck-through earlier price first) when that says more. */
export function CartLinePrice({ line, updating }: { line: CartLineView; updating: boolean }) {
  const { t } = useTranslation();
  if (updating) {
    return (
      <span
        role="status"
        aria-label={t('cart.updatingPrice')}
        className="inline-block h-10 w-24 animate-pulse rounded bg-neutral-200 motion-reduce:animate-none"
      />
    );
  }
  return (
    <div className="text-end">
      <p className="font-bold">
        <Price money={line.sumPrice} />
      </p>
      {(line.count > 1 || line.oldPrice) && (
        <p className="text-xs text-neutral-600">
          {line.oldPrice && (
            <s className="me-1">
              <Price money={line.oldPrice} />
            </s>
          )}
          <Price money={line.price} /> {t('cart.each')}
        </p>
      )}
    </div>
  );
}
