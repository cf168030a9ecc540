import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BagIcon } from '../../components/icons';
import { emitAppEvent } from '../../lib/app-events';

// The panel's code is fetched the first time the cart opens, so no page pays for it up front.
const CartPanel = lazy(() => import('./cart-panel'));
const loadPanel = () => void import('./cart-panel');

/**
 * The header's cart button and the panel it opens. The panel opens on the spec's cart-open event (which
 * this button, and an add to the cart, emit) and closes on cart-close.
 */
export function CartButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

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
        <BagIcon />
        <span className="sr-only">{t('header.cart')}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <CartPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
