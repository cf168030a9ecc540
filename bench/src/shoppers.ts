// Issue 23's mixed shopper load: shoppers who browse, search, open a product, sign in, add to the cart, see
// their cart and check out on the test gateway, all at once, for a while. Every request's latency counts;
// afterwards every order placed is read back and checked (paid, the one line that was added, its price).
import { randomUUID } from 'node:crypto';

const SEARCHES = ['palm', 'falcon', 'نخلة', 'tee', 'صقر', 'camel', 'rose', 'هلال'];
const PASSWORD = 'bench-shopper-2026-long';
const HTML = { accept: 'text/html' };

export type ShopperLoad = {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Failed requests: a status other than the step's own. */
  errors: number;
  errorSamples: string[];
  /** Add-to-cart or checkout refused because the piece sold out meanwhile: an answer, not a failure. */
  soldOut: number;
  orders: number;
  /** Orders read back paid, with the one line added at its price. */
  consistent: number;
  slowest: { step: string; p99: number }[];
};

type Step = { step: string; ms: number };

// The bench reads a few fields of the API's replies; the contract's tests check their shapes.
const read = async <T>(response: Response): Promise<T> => (await response.json()) as T;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

export async function shopperLoad(base: string, shoppers: number, seconds: number): Promise<ShopperLoad> {
  const timings: Step[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  let soldOut = 0;
  const placed: { token: string; orderId: number; amount: number }[] = [];

  // One request of a step: timed, and checked against the statuses the step expects.
  async function call(
    step: string,
    path: string,
    init: RequestInit & { expect?: number[]; token?: string; json?: unknown } = {},
  ): Promise<Response | null> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const started = performance.now();
    try {
      const response = await fetch(`${base}${path}`, {
        ...init,
        headers,
        redirect: 'manual',
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      });
      const body = await response.arrayBuffer();
      timings.push({ step, ms: performance.now() - started });
      if ((init.expect ?? [200]).includes(response.status)) {
        return new Response(response.status === 304 ? null : body, {
          status: response.status,
          headers: response.headers,
        });
      }
      const text = Buffer.from(body).toString().slice(0, 200);
      if (response.status === 409 && text.includes('OUT_OF_STOCK')) soldOut += 1;
      else {
        errors += 1;
        if (errorSamples.length < 5) errorSamples.push(`${step} ${response.status} ${text}`);
      }
      return null;
    } catch (error) {
      timings.push({ step, ms: performance.now() - started });
      errors += 1;
      if (errorSamples.length < 5) errorSamples.push(`${step} ${String(error)}`);
      return null;
    }
  }

  const list = await read<{ products: { id: number }[] }>(await fetch(`${base}/api/products/all?limit=48`));
  const productIds = list.products.map((product) => product.id);

  async function shopper(n: number, until: number) {
    const email = `bench-${n}-${randomUUID().slice(0, 8)}@example.com`;
    const signedUp = await call('sign up', '/api/auth/sign-up', {
      method: 'POST',
      expect: [200, 201],
      json: {
        firstName: 'Bench',
        lastName: `Shopper ${n}`,
        locale: 'ar',
        email,
        password: PASSWORD,
        password2: PASSWORD,
      },
    });
    if (!signedUp) return;
    let token = (await read<{ accessToken: string }>(signedUp)).accessToken;
    const address = await call('add an address', '/api/users/delivery/address', {
      method: 'POST',
      token,
      expect: [201],
      json: {
        firstName: 'Bench',
        lastName: 'Shopper',
        phone: '+96555551234',
        country: 'KW',
        state: 'HA',
        area: 'السالمية',
        block: '1',
        street: '2',
        building: '3',
      },
    });
    if (!address) return;
    const addressId = (await read<{ id: number }>(address)).id;
    const prices = await call(
      'delivery prices',
      `/api/users/delivery/prices?deliveryAddressId=${addressId}`,
      { token },
    );
    const deliveryId =
      prices && (await read<{ deliveryMethods: { id: string }[] }>(prices)).deliveryMethods[0]?.id;
    if (!deliveryId) return;
    // A visitor's own cookies, as a browser keeps them (device id, currency); pages are asked for as HTML.
    let cookies = '';
    const keep = (response: Response | null) => {
      const made = response?.headers.getSetCookie().map((one) => one.split(';', 1)[0] ?? '') ?? [];
      if (made.length > 0) cookies = [cookies, ...made].filter(Boolean).join('; ');
    };
    const page = async (step: string, path: string, signedIn = false) => {
      const cookie = signedIn ? `${cookies}; accessToken=${token}` : cookies;
      keep(await call(step, path, { headers: { ...HTML, cookie } }));
    };

    for (let round = 0; Date.now() < until; round++) {
      const productId = productIds[(n * 7 + round) % productIds.length] ?? 0;
      await page('home page', round % 2 ? '/en' : '/ar');
      await page(
        'search page',
        `/ar/shop/search?q=${encodeURIComponent(SEARCHES[(n + round) % SEARCHES.length] ?? 'tee')}`,
      );
      await page('product page', `/ar/products/${productId}`);
      const detail = await call('product (API)', `/api/products/${productId}`);
      const variants = detail
        ? (await read<{ colorsToSizes: { id: number; count: number }[] }>(detail)).colorsToSizes
        : [];
      const variant = variants.find((one) => one.count > 0);
      if (!variant) continue;
      const signedIn = await call('sign in', '/api/auth/sign-in', {
        method: 'POST',
        json: { email, password: PASSWORD },
      });
      if (!signedIn) continue;
      token = (await read<{ accessToken: string }>(signedIn)).accessToken;
      const added = await call('add to cart', '/api/carts/product/to/bag', {
        method: 'POST',
        token,
        json: { productId, colorsToSizesId: variant.id, count: 1 },
      });
      if (!added) continue;
      await page('cart page', '/ar/cart', true);
      const summary = await call(
        'checkout summary',
        `/api/checkout/summary?deliveryId=${deliveryId}&deliveryAddressId=${addressId}`,
        { token },
      );
      const total = summary ? (await read<{ total: { amount: number } }>(summary)).total.amount : 0;
      const executed = await call('place order', '/api/payments/execute/order', {
        method: 'POST',
        token,
        expect: [201],
        json: {
          idempotencyKey: randomUUID(),
          deliveryAddressId: addressId,
          deliveryId,
          paymentMethodId: 2,
          useWallet: false,
        },
      });
      if (!executed) {
        // A refused order leaves its line in the cart; empty it so the next round starts clean.
        const bag = await call('cart (API)', '/api/carts/my/bag', { token });
        for (const line of bag ? (await read<{ items: { id: number }[] }>(bag)).items : []) {
          await call('remove line', `/api/carts/product/by/${line.id}`, { method: 'DELETE', token });
        }
        continue;
      }
      const { order, paymentUrl } = await read<{ order: { id: number }; paymentUrl: string }>(executed);
      const gateway = new URL(paymentUrl, base);
      await call('payment page', `${gateway.pathname}${gateway.search}`);
      const paid = await call('pay', gateway.pathname, {
        method: 'POST',
        expect: [303],
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          card: '4242 4242 4242 4242',
          expiry: '12/39',
          cvc: '123',
          action: 'pay',
          lang: 'ar',
        }).toString(),
      });
      const callback = paid?.headers.get('location');
      if (!callback) continue;
      await call('payment callback', callback, { expect: [303] });
      placed.push({ token, orderId: order.id, amount: total });
      await page('thank-you page', `/ar/thank-you/${order.id}`, true);
    }
  }

  const started = Date.now();
  const until = started + seconds * 1000;
  await Promise.all(Array.from({ length: shoppers }, (_, n) => shopper(n, until)));
  const elapsed = (Date.now() - started) / 1000;

  let consistent = 0;
  for (const one of placed) {
    const reply = await fetch(`${base}/api/users/my/order/${one.orderId}`, {
      headers: { authorization: `Bearer ${one.token}` },
    });
    if (!reply.ok) continue;
    const { order } = await read<{
      order: { status: string; price: { amount: number }; orderProducts: { count: number }[] };
    }>(reply);
    const lines = order.orderProducts;
    if (
      order.status === 'PAID' &&
      lines.length === 1 &&
      lines[0]?.count === 1 &&
      order.price.amount === one.amount
    ) {
      consistent += 1;
    }
  }

  const all = timings.map((one) => one.ms).sort((a, b) => a - b);
  const steps = [...new Set(timings.map((one) => one.step))].map((step) => ({
    step,
    p99: Math.round(
      percentile(
        timings
          .filter((one) => one.step === step)
          .map((one) => one.ms)
          .sort((a, b) => a - b),
        99,
      ),
    ),
  }));
  return {
    requests: timings.length,
    reqPerSec: timings.length / elapsed,
    p50: Math.round(percentile(all, 50)),
    p99: Math.round(percentile(all, 99)),
    errors,
    errorSamples,
    soldOut,
    orders: placed.length,
    consistent,
    slowest: steps.sort((a, b) => b.p99 - a.p99).slice(0, 5),
  };
}
