import { useCallback, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import type { CartView } from './cart-view';

// One fetcher for the cart wherever it shows, so the panel and the page share the answer, and React
// Router refetches it after every cart change (see the shouldRevalidate of routes/cart-data.ts).
const CART_FETCHER_KEY = 'cart';

function cartDataPath(lang: string): string {
  return `/${lang}/cart/data`;
}

/**
 * The cart as last answered. A failed refetch (null) keeps the cart shown before, as the spec wants after
 * a currency change (logged only); `failed` says that there is nothing to show at all.
 */
export function useCartData() {
  const lang = useLocale();
  const fetcher = useFetcher<CartView | null>({ key: CART_FETCHER_KEY });
  const { load } = fetcher;
  const refresh = useCallback(() => load(cartDataPath(lang)), [load, lang]);
  const lastGood = useRef<CartView | undefined>(undefined);
  if (fetcher.data) lastGood.current = fetcher.data;
  const cart = fetcher.data ?? lastGood.current;
  return { cart, failed: fetcher.data === null && !cart, refresh };
}
