import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCartApi } from '../cart/cart-test-api';

type Item = { productId: number; colorsToSizesId: number; count: number };

describe.each(testDatabaseKinds())('the guest bag at sign-in on %s', (kind) => {
  const t = useCartApi(kind);
  const post = (path: string, body: object) => t.request('POST', `/api/${path}`, null, body);
  const items = async (token: string) =>
    ((await t.request('GET', '/api/carts/my/bag', token)).json().items as Item[]).map((item) => [
      item.productId,
      item.colorsToSizesId,
      item.count,
    ]);
  const line = (id: number, productId: number, colorsToSizesId: number, count: number) => ({
    id,
    productId,
    colorsToSizesId,
    count,
  });

  it('is merged into the account at password sign-up and sign-in, at code sign-in and as a guest', async () => {
    const { products } = t.catalog;
    const { variants } = t.extras;
    const bag = [line(1, products.palmTee!, variants.teeWhiteS, 2)];
    const password = 'long-enough-words';

    const signUp = await post('auth/sign-up', {
      firstName: 'A',
      lastName: 'B',
      email: 'bag-1@example.com',
      password,
      password2: password,
      bag,
    });
    expect(await items(signUp.json().accessToken)).toEqual([[products.palmTee, variants.teeWhiteS, 2]]);

    const more = [line(2, products.plainTee!, variants.teeBlackM, 1)];
    const signIn = await post('auth/sign-in', { email: 'bag-1@example.com', password, bag: more });
    expect(await items(signIn.json().accessToken)).toEqual([
      [products.palmTee, variants.teeWhiteS, 2],
      [products.plainTee, variants.teeBlackM, 1],
    ]);

    const guest = await post('auth/guest/sign-up', {
      email: 'bag-2@example.com',
      bag: [line(7, products.plainTee!, variants.teeBlackM, 1)],
    });
    expect(await items(guest.json().user.accessToken)).toEqual([[products.plainTee, variants.teeBlackM, 1]]);

    await post('auth/generate-otp', { email: 'bag-3@example.com' });
    const mail = await t.request('GET', '/api/dev/mailbox?to=bag-3@example.com');
    const otp = /\d{6}/.exec(mail.json().messages[0].subject)![0];
    const byCode = await post('auth/verify-otp', { email: 'bag-3@example.com', otp, bag });
    expect(await items(byCode.json().accessToken)).toEqual([[products.palmTee, variants.teeWhiteS, 2]]);
  });
});
