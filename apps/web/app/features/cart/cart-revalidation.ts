import type { ShouldRevalidateFunctionArgs } from 'react-router';

const CART_ACTION = /^\/[a-z]{2}\/cart(\/add)?$/;

/**
 * For the routes that show the cart: refetch after a change of the cart, even though cart forms ask
 * the rest of the page not to (defaultShouldRevalidate false), so a count change reloads the cart, not
 * the product page around it.
 */
export function revalidatesCart({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const path = formAction?.split('?')[0];
  return (path !== undefined && CART_ACTION.test(path)) || defaultShouldRevalidate;
}
