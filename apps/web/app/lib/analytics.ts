import { type Money, toAnalyticsUsd } from '@seed/domain/money';

// Events go into a `window.dataLayer` array, the hand-off point a tag manager reads when one is
// installed; without one they simply stay in the page. The payload follows GA4's ecommerce shape so
// a tag manager can forward it without remapping. Nothing here talks to the network.

type Sink = { push(entry: object): unknown };

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

/** The fields of the signed-in user that analytics carries (spec §6). */
type AnalyticsUser = { id: number | string; email: string; role: string; phone?: string | null };

type Actor =
  | { type: 'guest' }
  | { type: 'user'; id: number | string; email: string; role: string; phone: string | null };

type Item = { id: number | string; name: string; price: Money; quantity: number };

function actorOf(user: AnalyticsUser | null | undefined): Actor {
  if (!user) return { type: 'guest' };
  return { type: 'user', id: user.id, email: user.email, role: user.role, phone: user.phone ?? null };
}

function browserSink(): Sink | undefined {
  if (typeof window === 'undefined') return undefined;
  window.dataLayer ??= [];
  return window.dataLayer;
}

// Prices always travel in USD so sales in different currencies add up (spec §9).
function toItem(item: Item) {
  const { price } = toAnalyticsUsd(item.price);
  return { item_id: String(item.id), item_name: item.name, price, quantity: item.quantity };
}

function push(
  event: string,
  value: Money,
  items: Item[],
  user: AnalyticsUser | null | undefined,
  sink: Sink | undefined,
) {
  if (!sink) return;
  const { currency, price } = toAnalyticsUsd(value);
  // A tag manager merges pushes into one state; clearing ecommerce first keeps the previous event's
  // items from leaking into this one.
  sink.push({ ecommerce: null });
  sink.push({ event, actor: actorOf(user), ecommerce: { currency, value: price, items: items.map(toItem) } });
}

/** A product, artwork or artist added to the wishlist: always one of it. */
export function trackAddToWishlist(
  item: { id: number | string; name: string; price: Money },
  user: AnalyticsUser | null | undefined,
  sink = browserSink(),
): void {
  push('add_to_wishlist', item.price, [{ ...item, quantity: 1 }], user, sink);
}

/** The cart was opened: its lines with their unit prices, and its total. */
export function trackViewCart(
  cart: { lines: Item[]; total: Money },
  user: AnalyticsUser | null | undefined,
  sink = browserSink(),
): void {
  push('view_cart', cart.total, cart.lines, user, sink);
}
