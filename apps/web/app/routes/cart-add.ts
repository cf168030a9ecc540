import { redirect } from 'react-router';
import { cartAction } from '../features/cart/cart-action.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/cart-add';

// Nothing to show here; someone who opens the address lands on the cart.
export function loader({ params, request }: Route.LoaderArgs) {
  throw redirect(`/${requestLocale(params.lang, request)}/cart`);
}

/**
 * Adds a product to the cart (spec §7 carts/product/to/bag, or the guest's cookie) from a form with
 * productId, colorsToSizesId, printPosition and count; the product page's add-to-cart form posts here.
 */
export function action({ params, request, context }: Route.ActionArgs) {
  return cartAction({ request, context, locale: requestLocale(params.lang, request) }, 'add');
}
