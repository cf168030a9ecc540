import { type DecodedGuestCart, decodeGuestCart, encodeGuestCart } from '@seed/domain/cart-cookie';
import type { CartLine } from '@seed/domain/cart-line';
import { readCookie } from '../../lib/cookies.server';

// The guest's cart (spec §4: kept locally, in a cookie, as the spec's tuples). Only the server reads it,
// so scripts never see it; the lines carry no prices, which the API works out every time.
const GUEST_CART_COOKIE = 'guestCart';
// Spec §9 gives the other cookies 400 days; a cart is worth keeping as long.
const GUEST_CART_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The guest's lines; tampered ones are dropped and counted (see @seed/domain/cart-cookie). */
export function readGuestCart(request: Request): DecodedGuestCart {
  return decodeGuestCart(readCookie(request, GUEST_CART_COOKIE));
}

/** The Set-Cookie header that stores these lines, or removes the cookie when there are none. */
export function guestCartCookie(lines: readonly CartLine[]): string {
  const attributes = 'Path=/; SameSite=Lax; HttpOnly';
  if (lines.length === 0) return `${GUEST_CART_COOKIE}=; ${attributes}; Max-Age=0`;
  return `${GUEST_CART_COOKIE}=${encodeGuestCart(lines)}; ${attributes}; Max-Age=${GUEST_CART_MAX_AGE_SECONDS}`;
}
