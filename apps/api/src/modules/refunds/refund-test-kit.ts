import { randomUUID } from 'node:crypto';
import { staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import type { StaffRole } from '@seed/domain/staff-permissions';
import { expect } from 'vitest';
import { createSession } from '../../test/api';
import { payOnTestGateway, type useCheckoutApi } from '../checkout/checkout-test-api';

type CheckoutApi = ReturnType<typeof useCheckoutApi>;

/** A member of staff holding these roles (or an ADMIN), with a session. */
export async function staffMember(t: CheckoutApi, roles: StaffRole[] | 'ADMIN') {
  const [user] = await t.db
    .insert(users)
    .values({
      email: `staff-${randomUUID().slice(0, 8)}@example.com`,
      role: roles === 'ADMIN' ? 'ADMIN' : 'USER',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no staff user inserted');
  if (roles !== 'ADMIN' && roles.length > 0) {
    await t.db.insert(staffRoles).values(roles.map((role) => ({ userId: user.id, role })));
  }
  return { id: user.id, token: await createSession(t.db, user.id) };
}

/**
 * A paid order of two white tees (S ×2, M ×1), paid on the test gateway, or partly or wholly from a
 * wallet of `wallet` fils when given. Returns the shopper and the order as the shopper's API shows it.
 */
export async function paidOrder(t: CheckoutApi, options: { wallet?: number; locale?: 'ar' | 'en' } = {}) {
  await t.setStock(t.extras.variants.teeWhiteM, 1000);
  const shopper = await t.newShopper({ wallet: options.wallet, locale: options.locale });
  await t.addToCart(shopper.token, 2);
  await t.addToCart(shopper.token, 1, t.extras.variants.teeWhiteM);
  const placed = await t.order(shopper, { useWallet: Boolean(options.wallet) });
  expect(placed.statusCode).toBe(201);
  const { paymentUrl } = placed.json();
  if (paymentUrl) {
    const { callbackPath } = await payOnTestGateway(t, paymentUrl);
    expect((await t.request('GET', callbackPath)).statusCode).toBe(303);
  }
  const order = (
    await t.request('GET', `/api/users/my/order/${placed.json().order.id}`, shopper.token)
  ).json().order;
  expect(order.status).toBe('PAID');
  return { shopper, order };
}

/** Moves an order along to DELIVERED through the admin's status endpoint. */
export async function deliver(t: CheckoutApi, orderId: number) {
  const admin = await staffMember(t, 'ADMIN');
  // Shipping asks for the parcel's carrier and tracking number.
  const parcel = { carrier: 'ARAMEX', trackingNumber: '34567890123' };
  for (const status of ['IN_PRODUCTION', 'SHIPPED', 'DELIVERED']) {
    const body = status === 'SHIPPED' ? { status, ...parcel } : { status };
    const moved = await t.request('PATCH', `/api/admin/orders/${orderId}/status`, admin.token, body);
    expect(moved.statusCode).toBe(200);
  }
}
