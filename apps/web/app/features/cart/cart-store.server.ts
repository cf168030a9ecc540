import { asksMore } from '@seed/domain/cart-edit';
import { assertInStock } from '@seed/domain/cart-stock';
import { DomainError } from '@seed/domain/errors';
import type { Locale } from '@seed/domain/locale';
import type { AppLoadContext } from 'react-router';
import { type ApiClient, ApiError, createApiClient } from '../../lib/api.server';
import { COOKIE, readCookie } from '../../lib/cookies.server';
import { type ApiCart, fetchGuestCart, fetchUserCart, toLineView, userCart } from './cart-api.server';
import { type CartIntent, copyOf, guestChange } from './cart-changes.server';
import type { CartView } from './cart-view';
import { guestCartCookie, readGuestCart } from './guest-cart.server';

type Context = { request: Request; context: AppLoadContext; locale: Locale };
type CartResult<T> = { value: T; headers: Headers };

const isStaleSession = (error: unknown) => error instanceof ApiError && error.status === 401;

// Signed in means a token is present (spec §4). A token the API no longer accepts makes the visitor a
// guest, as on every other page, rather than breaking their cart; the Accounts pages clear such a session.
async function asUserOrGuest<T>(
  { request }: Context,
  user: () => Promise<CartResult<T>>,
  guest: () => Promise<CartResult<T>>,
): Promise<CartResult<T>> {
  if (!readCookie(request, COOKIE.accessToken)) return guest();
  try {
    return await user();
  } catch (error) {
    if (isStaleSession(error)) return guest();
    throw error;
  }
}

function view(cart: ApiCart, locale: Locale, signedIn: boolean, dropped: number): CartView {
  return { signedIn, lines: cart.lines.map((line) => toLineView(line, locale)), total: cart.total, dropped };
}

/**
 * The visitor's cart for display: the server cart when signed in, else the guest's cookie priced by the
 * API. Guest lines the cookie or the API could not vouch for are taken out of the cookie here, once,
 * and counted in `dropped` so the page can say so.
 */
export function loadCart(ctx: Context): Promise<CartResult<CartView>> {
  const api = createApiClient(ctx.request, ctx.context, ctx.locale);
  return asUserOrGuest(
    ctx,
    async () => ({ value: view(await fetchUserCart(api), ctx.locale, true, 0), headers: new Headers() }),
    async () => {
      const stored = readGuestCart(ctx.request);
      const cart = await fetchGuestCart(api, stored.lines);
      const headers = new Headers();
      const dropped = stored.dropped + cart.droppedIds.length;
      if (dropped > 0) {
        const kept = stored.lines.filter((line) => !cart.droppedIds.includes(line.id));
        headers.append('Set-Cookie', guestCartCookie(kept));
      }
      return { value: view(cart, ctx.locale, false, dropped), headers };
    },
  );
}

/**
 * A guest's edit: the same rules as the server cart (domain/cart-edit); then the lines it adds or raises
 * are checked against the API's own reading of them (they must exist, be on sale and be in stock) before
 * the cookie is written.
 */
async function guestEdit(
  api: ApiClient,
  request: Request,
  change: CartIntent,
): Promise<CartResult<number[]>> {
  const before = readGuestCart(request).lines;
  const result = await guestChange(api, before, change);
  const raised = result.lines.filter((line) => asksMore(line, before));
  if (raised.length > 0) {
    const priced = await fetchGuestCart(api, result.lines);
    for (const line of raised) {
      const shown = priced.lines.find((candidate) => candidate.id === line.id);
      if (!shown || shown.availability === 'UNAVAILABLE') {
        throw new DomainError('NOT_FOUND', `Product ${line.productId} is not on sale`);
      }
    }
    const stock = new Map(
      priced.lines.flatMap((line) =>
        line.availableColorsToSizes.map((variant) => [variant.id, variant.count]),
      ),
    );
    assertInStock(before, result.lines, (id) => stock.get(id) ?? 0);
  }
  return { value: result.touched, headers: new Headers({ 'Set-Cookie': guestCartCookie(result.lines) }) };
}

/** Carries out one change of the visitor's cart; answers the ids of the lines it added or changed. */
export function changeCart(ctx: Context, change: CartIntent): Promise<CartResult<number[]>> {
  const api = createApiClient(ctx.request, ctx.context, ctx.locale);
  const asUser = async (): Promise<number[]> => {
    switch (change.intent) {
      case 'add':
        return userCart.add(api, change);
      case 'count':
        return userCart.setCount(api, change.id, change.count);
      case 'variant':
        return userCart.changeVariant(api, change.id, change.colorsToSizesId, change.count);
      case 'remove':
        return userCart.remove(api, change.id);
      case 'removeBundle':
        return userCart.removeBundle(api, change.uniqueKey);
      case 'copy': {
        const cart = await fetchUserCart(api);
        return userCart.add(api, copyOf(cart.lines, cart, change.id));
      }
    }
  };
  return asUserOrGuest(
    ctx,
    async () => ({ value: await asUser(), headers: new Headers() }),
    () => guestEdit(api, ctx.request, change),
  );
}
