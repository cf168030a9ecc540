import { useEffect, useRef } from 'react';
import { trackViewCart } from '../../lib/analytics';
import type { CartView } from './cart-view';

/**
 * The analytics view_cart event (prices in USD, lib/analytics), once per time the cart is shown with its
 * data. The actor is a guest until the Accounts pages give the web a user to describe.
 */
export function useViewCartEvent(cart: CartView | undefined, shown: boolean) {
  const sent = useRef(false);
  useEffect(() => {
    if (!shown) {
      sent.current = false;
      return;
    }
    if (!cart || sent.current) return;
    sent.current = true;
    const lines = cart.lines.map((line) => ({
      id: line.productId,
      name: line.name,
      price: line.price,
      quantity: line.count,
    }));
    trackViewCart({ lines, total: cart.total }, null);
  }, [cart, shown]);
}
