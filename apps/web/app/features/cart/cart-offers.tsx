import { Trans, useTranslation } from 'react-i18next';
import { Price } from '../../components/price';
import type { CartOffers as Offers } from './cart-view';

/** Discount on the amount and free-delivery progress, from the API's rules, for the cart's total. */
export function CartOffers({ offers }: { offers: Pick<Offers, 'amountDiscount' | 'freeShipping'> }) {
  const { t } = useTranslation();
  const { amountDiscount, freeShipping } = offers;
  return (
    <>
      {amountDiscount && (amountDiscount.percent > 0 || amountDiscount.next) && (
        <section aria-labelledby="cart-amount-discount" className="flex flex-col gap-1 text-sm">
          <h2 id="cart-amount-discount" className="font-bold">
            {t('cart.discountOnAmount.title')}
          </h2>
          {amountDiscount.percent > 0 && (
            <p>{t('cart.discountOnAmount.reached', { percent: amountDiscount.percent })}</p>
          )}
          {amountDiscount.next && (
            <p>
              <Trans
                i18nKey="cart.discountOnAmount.next"
                values={{ percent: amountDiscount.next.percent }}
                components={{ amount: <Price money={amountDiscount.next.remaining} /> }}
              />
            </p>
          )}
        </section>
      )}
      {freeShipping && (
        <section aria-labelledby="cart-free-shipping" className="flex flex-col gap-2 text-sm">
          <h2 id="cart-free-shipping" className="font-bold">
            {t('cart.freeShipping.title')}
          </h2>
          <p>
            {freeShipping.reached ? (
              t('cart.freeShipping.reached')
            ) : (
              <Trans
                i18nKey="cart.freeShipping.remaining"
                components={{ amount: <Price money={freeShipping.remaining} /> }}
              />
            )}
          </p>
          <div
            role="progressbar"
            aria-label={t('cart.freeShipping.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={freeShipping.percent}
            className="h-2 overflow-hidden rounded-full bg-neutral-200"
          >
            <div className="h-full rounded-full bg-green-700" style={{ width: `${freeShipping.percent}%` }} />
          </div>
        </section>
      )}
    </>
  );
}
