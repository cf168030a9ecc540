import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { useLocale } from '../../lib/use-locale';
import { CartCheckout } from './cart-checkout';
import { CartLines } from './cart-lines';
import { CartOffers } from './cart-offers';
import type { CartFailure, CartView, CartOffers as Offers } from './cart-view';
import { useViewCartEvent } from './view-cart-event';
import { VoucherForm } from './voucher-form';

type CartPageProps = {
  cart: CartView;
  offers: Offers;
  error: CartFailure | null;
};

/** The /cart page: the same lines as the panel, with the voucher, discount and free-delivery progress. */
export function CartPage({ cart, offers, error }: CartPageProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  useViewCartEvent(cart, true);
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <PageMeta title={t('cart.page.title')} description={t('cart.page.description')} />
      <h1 className="text-2xl font-bold md:text-3xl">{t('cart.page.title')}</h1>
      {(error || cart.dropped > 0) && (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {error ? (error.refusal ?? t('cart.errors.generic')) : t('cart.dropped')}
        </p>
      )}
      {cart.lines.length === 0 ? (
        <div className="mt-6 flex flex-col items-start gap-4">
          <p className="text-neutral-700">{t('cart.empty')}</p>
          <Link to={`/${lang}/shop`} className="underline underline-offset-4">
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 md:grid-cols-[1fr_22rem]">
          <CartLines lines={cart.lines} signedIn={cart.signedIn} />
          <aside
            aria-labelledby="cart-summary"
            className="flex flex-col gap-6 self-start rounded-lg border border-neutral-200 p-4"
          >
            <h2 id="cart-summary" className="text-lg font-bold">
              {t('cart.page.summary')}
            </h2>
            <VoucherForm voucher={offers.voucher} />
            <CartOffers offers={offers} />
            <CartCheckout
              total={cart.total}
              signedIn={cart.signedIn}
              voucher={offers.voucher?.valid ? offers.voucher.code : null}
            />
          </aside>
        </div>
      )}
    </main>
  );
}
