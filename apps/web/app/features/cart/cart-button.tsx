import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BagIcon } from '../../components/icons';
import { emitAppEvent } from '../../lib/app-events';
import { useCartData } from './use-cart-data';

// The panel's code is fetched the first time the cart opens, so no page pays for it up front.
const CartPanel = lazy(() => import('./cart-panel'));
const loadPanel = () => void import('./cart-panel');

/**
 * The header's cart button and the panel it opens. The panel opens on the spec's cart-open event (which
 * this button, and an add to the cart, emit) and closes on cart-close. The button shows how many pieces the
 * cart holds, and says it in its name; it reads the panel's cart fetcher, which is loaded once the page is
 * up and loaded again after every cart change or other action (a currency change among them).
 */
export function CartButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { cart, refresh } = useCartData();
  const pieces = cart?.lines.reduce((sum, line) => sum + line.count, 0);

  useEffect(() => {
    refresh();
  }, [refresh]);

  useEffect(() => {
    const show = () => {
      setMounted(true);
      setOpen(true);
    };
    const hide = () => setOpen(false);
    window.addEventListener('cart-open', show);
    window.addEventListener('cart-close', hide);
    return () => {
      window.removeEventListener('cart-open', show);
      window.removeEventListener('cart-close', hide);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => emitAppEvent('cart-open', undefined)}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        aria-haspopup="dialog"
        className={className}
      >
        <span className="relative">
          <BagIcon />
          {pieces !== undefined && pieces > 0 && (
            <span
              aria-hidden="true"
              className="absolute -end-2 -top-2 min-w-5 rounded-full bg-teal-800 px-1 text-center text-xs leading-5 font-bold text-white"
            >
              {pieces}
            </span>
          )}
        </span>
        <span className="sr-only">
          {pieces === undefined ? t('header.cart') : t('header.cartPieces', { count: pieces })}
        </span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <CartPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
