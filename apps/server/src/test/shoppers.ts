import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, clientAddress } from './store-http';

export type Shopper = {
  token: string;
  addressId: number;
  deliveryId: string;
  productId: number;
  variantId: number;
};

const PASSWORD = 'Palm-Tree-Harbour-2026';

/**
 * A new account with a Kuwaiti address, made through `base` as the web's pages would, that buys the
 * `nth` demo product in a variant with at least `units` in stock.
 */
export async function newShopper(base: string, nth: number, units: number): Promise<Shopper> {
  const ip = clientAddress();
  const signUp = await call(base, '/api/auth/sign-up', {
    ip,
    json: {
      firstName: 'Sara',
      lastName: 'Ali',
      email: `replica-${randomUUID()}@example.com`,
      password: PASSWORD,
      password2: PASSWORD,
      locale: 'en',
    },
  });
  expect(signUp.status, signUp.text).toBeLessThan(300);
  const { accessToken: token } = signUp.json<{ accessToken: string }>();
  const saved = await call(base, '/api/users/delivery/address', {
    ip,
    token,
    json: {
      firstName: 'Sara',
      lastName: 'Ali',
      phone: '+965 5555 1234',
      country: 'KW',
      state: 'HA',
      area: 'Salmiya',
      block: '10',
      street: 'Salem Al Mubarak',
      building: '7',
    },
  });
  expect(saved.status, saved.text).toBeLessThan(300);
  const me = (await call(base, '/api/users/get/me', { ip, token })).json<{
    deliveryAddress: { id: number }[];
  }>();
  const [address] = me.deliveryAddress;
  if (!address) throw new Error('the address was not saved');
  const prices = (
    await call(base, `/api/users/delivery/prices?deliveryAddressId=${address.id}`, { ip, token })
  ).json<{ deliveryMethods: { id: string }[] }>();
  const [delivery] = prices.deliveryMethods;
  const list = (await call(base, `/api/products/all?limit=1&offset=${nth}`, { ip })).json<{
    products: { id: number }[];
  }>();
  const [product] = list.products;
  if (!delivery || !product) throw new Error('no delivery to Kuwait or no demo product');
  const detail = (await call(base, `/api/products/${product.id}`, { ip })).json<{
    colorsToSizes: { id: number; count: number }[];
  }>();
  const variant = detail.colorsToSizes.find((candidate) => candidate.count >= units);
  if (!variant) throw new Error(`demo product ${product.id} has no variant with ${units} in stock`);
  return {
    token,
    addressId: address.id,
    deliveryId: delivery.id,
    productId: product.id,
    variantId: variant.id,
  };
}

export type Checkout = { key: string; statuses: number[]; orderId?: number; failure?: string };

/**
 * Puts one unit in the cart and places the order, as the checkout page does; never throws. From an address
 * of its own, so the low rate limit of the replica test does not count a shopper's orders together.
 */
export async function checkOut(base: string, shopper: Shopper): Promise<Checkout> {
  const key = randomUUID();
  const ip = clientAddress();
  const { token } = shopper;
  const statuses: number[] = [];
  try {
    const added = await call(base, '/api/carts/product/to/bag', {
      ip,
      token,
      json: {
        productId: shopper.productId,
        colorsToSizesId: shopper.variantId,
        count: 1,
        printPosition: 'FRONT',
      },
    });
    statuses.push(added.status);
    if (added.status >= 300) return { key, statuses, failure: `add to cart ${added.status}: ${added.text}` };
    const placed = await call(base, '/api/payments/execute/order', {
      ip,
      token,
      json: {
        idempotencyKey: key,
        deliveryAddressId: shopper.addressId,
        deliveryId: shopper.deliveryId,
        paymentMethodId: 2,
        useWallet: false,
      },
    });
    statuses.push(placed.status);
    if (placed.status >= 300)
      return { key, statuses, failure: `place order ${placed.status}: ${placed.text}` };
    return { key, statuses, orderId: placed.json<{ order: { id: number } }>().order.id };
  } catch (error) {
    return { key, statuses, failure: String(error) };
  }
}
