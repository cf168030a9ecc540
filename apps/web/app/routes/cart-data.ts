import { data } from 'react-router';
import { loadCart } from '../features/cart/cart-store.server';
import type { CartView } from '../features/cart/cart-view';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/cart-data';

export { revalidatesCart as shouldRevalidate } from '../features/cart/cart-revalidation';

/**
 * The visitor's cart as data, for the cart panel's fetcher; never cached, it is theirs alone. A failure is
 * logged and answered as null (the panel keeps what it showed): a fetcher's error would take the whole
 * page down to its error boundary.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const noStore = { 'Cache-Control': 'private, no-store' };
  try {
    const { value, headers } = await loadCart({ request, context, locale });
    headers.set('Cache-Control', noStore['Cache-Control']);
    return data<CartView | null>(value, { headers });
  } catch (error) {
    context.reportError(error);
    return data<CartView | null>(null, { headers: noStore });
  }
}
