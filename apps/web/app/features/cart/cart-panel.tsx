import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import { useDialog } from '../../components/ui/use-dialog';
import { useLocale } from '../../lib/use-locale';
import { CartCheckout } from './cart-checkout';
import { CartLines } from './cart-lines';
import { useCartData } from './use-cart-data';
import { useViewCartEvent } from './view-cart-event';

type CartPanelProps = { open: boolean; onClose: () => void };

/**
 * The cart panel (spec §2): an overlay, not a route. From the end side on wide screens, from the bottom
 * below 768 px. A native modal dialog: focus stays inside, Escape or a click outside closes it, focus goes
 * back to the cart button. It fetches the cart each time it opens.
 */
export default function CartPanel({ open, onClose }: CartPanelProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const titleId = useId();
  const ref = useDialog(open, onClose);
  const { cart, failed, refresh } = useCartData();

  useEffect(() => {
    if (open) refresh();
  }, [open, refresh]);
  useViewCartEvent(cart, open);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none flex-col rounded-t-xl bg-white p-0 text-neutral-900 shadow-xl transition-transform duration-300 ease-out backdrop:bg-black/50 open:flex starting:translate-y-full motion-reduce:transition-none md:start-auto md:end-0 md:top-0 md:h-dvh md:max-h-none md:w-[28rem] md:rounded-none md:starting:translate-x-full md:starting:translate-y-0 md:rtl:starting:-translate-x-full"
    >
      <div className="flex items-center justify-between gap-4 border-b border-neutral-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          {t('cart.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('cart.close')}
          className="-me-2 rounded p-2 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="min-h-32 flex-1 overflow-y-auto px-2 py-3">
        {cart && cart.dropped > 0 && (
          <p role="status" className="mx-2 mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t('cart.dropped')}
          </p>
        )}
        {failed ? (
          <p role="alert" className="px-2 py-6 text-center text-neutral-700">
            {t('cart.errors.generic')}
          </p>
        ) : !cart ? (
          <div role="status" aria-label={t('ui.loading')} className="flex flex-col gap-3 px-2">
            <span className="h-20 animate-pulse rounded-lg bg-neutral-100 motion-reduce:animate-none" />
            <span className="h-20 animate-pulse rounded-lg bg-neutral-100 motion-reduce:animate-none" />
          </div>
        ) : cart.lines.length === 0 ? (
          <p className="px-2 py-6 text-center text-neutral-700">{t('cart.empty')}</p>
        ) : (
          <CartLines lines={cart.lines} signedIn={cart.signedIn} onNavigate={onClose} />
        )}
      </div>
      {cart && (
        <div className="flex flex-col gap-2 border-t border-neutral-200 px-4 py-3">
          <CartCheckout total={cart.total} signedIn={cart.signedIn} onNavigate={onClose} />
          <Link
            to={`/${lang}/cart`}
            onClick={onClose}
            className="text-center text-sm underline underline-offset-4"
          >
            {t('cart.viewCart')}
          </Link>
        </div>
      )}
    </dialog>
  );
}
