import type { Money } from '@seed/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../components/price';
import { useLocale } from '../../lib/use-locale';

type CartCheckoutProps = {
  total: Money;
  signedIn: boolean;
  /** A voucher the cart accepted, carried on to checkout. */
  voucher?: string | null;
  onNavigate?: () => void;
};

/**
 * The total and the checkout button (spec §2, §5): disabled at a total of 0 or less; a guest is sent to
 * sign in first and brought back to checkout, with the authenticate-and-checkout label.
 */
export function CartCheckout({ total, signedIn, voucher, onNavigate }: CartCheckoutProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const label = signedIn ? t('cart.checkout') : t('cart.authenticateAndCheckout');
  const button = 'block w-full rounded-md px-6 py-3 text-center font-bold';
  const checkout = voucher ? `/checkout?voucher=${encodeURIComponent(voucher)}` : '/checkout';
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center justify-between text-lg font-bold">
        <span>{t('cart.total')}</span>
        <Price money={total} />
      </p>
      {total.amount > 0 ? (
        <Link
          to={
            signedIn
              ? `/${lang}${checkout}`
              : `/${lang}/auth?redirect=${voucher ? encodeURIComponent(checkout) : checkout}`
          }
          onClick={onNavigate}
          className={`${button} bg-neutral-900 text-white hover:bg-neutral-700`}
        >
          {label}
        </Link>
      ) : (
        <button
          type="button"
          disabled
          className={`${button} cursor-not-allowed bg-neutral-300 text-neutral-600`}
        >
          {label}
        </button>
      )}
    </div>
  );
}
