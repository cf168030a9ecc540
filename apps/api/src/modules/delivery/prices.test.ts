import { addresses } from '@seed/db/schema/addresses';
import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { useCheckoutApi } from '../checkout/checkout-test-api';

describe.each(testDatabaseKinds())('delivery prices on %s', (kind) => {
  const t = useCheckoutApi(kind);

  it('prices delivery to an own address by weight, with the free threshold and date', async () => {
    const shopper = await t.newShopper();
    const url = (query: string) =>
      `/api/users/delivery/prices?deliveryAddressId=${shopper.addressId}&${query}`;
    const light = (await t.request('GET', url('weight=800&subtotal=5000'), shopper.token)).json();
    expect(light.internationalOrder).toBe(false);
    expect(light.deliveryMethods).toEqual([
      {
        id: t.deliveryId,
        nameEn: 'Kuwait standard delivery',
        nameAr: 'التوصيل العادي - الكويت',
        price: { amount: 1000, currency: 'KWD' },
        isFree: false,
        minDays: 1,
        maxDays: 3,
        expectedDeliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        freeShippingThreshold: { amount: 20_000, currency: 'KWD' },
      },
    ]);
    const heavy = (await t.request('GET', url('weight=5000&subtotal=5000'), shopper.token)).json();
    expect(heavy.deliveryMethods[0].price.amount).toBe(2500);
    const free = (await t.request('GET', url('weight=800&subtotal=6510&currency=USD'), shopper.token)).json();
    expect(free.deliveryMethods[0]).toMatchObject({ isFree: true, price: { amount: 0, currency: 'USD' } });
  });

  it('marks a Gulf address international, and answers 404 for someone else’s address', async () => {
    const shopper = await t.newShopper();
    const other = await t.newShopper();
    const [uae] = await t.db
      .insert(addresses)
      .values({
        userId: shopper.userId,
        country: 'AE',
        city: 'Dubai',
        firstName: 'S',
        lastName: 'A',
        phone: '+971500000000',
      })
      .returning({ id: addresses.id });
    const gulf = (
      await t.request('GET', `/api/users/delivery/prices?deliveryAddressId=${uae!.id}`, shopper.token)
    ).json();
    expect(gulf).toMatchObject({ internationalOrder: true, deliveryMethods: [{ price: { amount: 4500 } }] });
    const theirs = await t.request(
      'GET',
      `/api/users/delivery/prices?deliveryAddressId=${other.addressId}`,
      shopper.token,
    );
    expect(theirs.statusCode).toBe(404);
    expect((await t.request('GET', '/api/users/delivery/prices', shopper.token)).statusCode).toBe(400);
  });
});
