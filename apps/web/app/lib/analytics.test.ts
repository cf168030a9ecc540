import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackAddToWishlist, trackViewCart } from './analytics';

const user = { id: 7, email: 'sara@example.com', role: 'CUSTOMER', phone: '+96512345678' };
const shirt = { id: 12, name: 'Palm tee', price: { amount: 10_000, currency: 'KWD' as const } };

describe('analytics', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports a wishlist add as one item, priced in USD, by a guest', () => {
    const sink: object[] = [];
    trackAddToWishlist(shirt, null, sink);
    expect(sink).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_wishlist',
        actor: { type: 'guest' },
        ecommerce: {
          currency: 'USD',
          value: 32.55,
          items: [{ item_id: '12', item_name: 'Palm tee', price: 32.55, quantity: 1 }],
        },
      },
    ]);
  });

  it("labels a signed-in shopper with the user's id, email, role and phone", () => {
    const sink: object[] = [];
    trackAddToWishlist(shirt, user, sink);
    trackAddToWishlist(shirt, { ...user, phone: undefined }, sink);
    expect(sink[1]).toMatchObject({ actor: { type: 'user', ...user } });
    expect(sink[3]).toMatchObject({ actor: { type: 'user', phone: null } });
  });

  it('reports the cart with unit prices and its total converted from any currency to USD', () => {
    const sink: object[] = [];
    trackViewCart(
      {
        lines: [
          { ...shirt, price: { amount: 12_203, currency: 'SAR' }, quantity: 2 },
          { id: 'b-1', name: 'Bundle', price: { amount: 32_549, currency: 'KWD' }, quantity: 1 },
        ],
        total: { amount: 56_957, currency: 'KWD' },
      },
      user,
      sink,
    );
    expect(sink[1]).toEqual({
      event: 'view_cart',
      actor: { type: 'user', ...user },
      ecommerce: {
        currency: 'USD',
        value: 185.39,
        items: [
          { item_id: '12', item_name: 'Palm tee', price: 32.55, quantity: 2 },
          { item_id: 'b-1', item_name: 'Bundle', price: 105.94, quantity: 1 },
        ],
      },
    });
  });

  it("pushes to the page's dataLayer, creating it, and does nothing on the server", () => {
    expect(() => trackAddToWishlist(shirt, null)).not.toThrow();
    const page: { dataLayer?: object[] } = {};
    vi.stubGlobal('window', page);
    trackAddToWishlist(shirt, null);
    expect(page.dataLayer).toHaveLength(2);
  });
});
