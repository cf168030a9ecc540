import { artistRequests, artists } from '@seed/db/schema/artists';
import { artworks } from '@seed/db/schema/artworks';
import { designRequests } from '@seed/db/schema/design-requests';
import { orders } from '@seed/db/schema/orders';
import { staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { HOME_DAYS, storeDate, storeDayStart, storeDays } from '@seed/domain/back-office-home';
import type { OrderStatus } from '@seed/domain/order-status';
import { permissionsOf, type StaffRole } from '@seed/domain/staff-permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApi, type TestApi } from '../../test/api';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(testDatabaseKinds())('back office home on %s', (kind) => {
  let api: TestApi;
  const now = new Date();
  const today = storeDate(now);
  const [twoDaysAgo] = storeDays(now, 3);
  beforeAll(async () => {
    api = await createTestApi(kind);
    const db = api.db;
    const [shopper, applicant, painter] = await db
      .insert(users)
      .values([
        { email: 'buyer@example.com' },
        { email: 'applicant@example.com' },
        { email: 'painter@example.com' },
      ])
      .returning({ id: users.id });
    if (!shopper || !applicant || !painter) throw new Error('no users');
    const order = (status: OrderStatus, currency: string, at: Date, price: number, wallet = 0) => ({
      userId: shopper.id,
      status,
      currency,
      subtotal: price + wallet,
      price,
      paymentWalletAmount: wallet,
      isUsedWallet: wallet > 0,
      createdAt: at,
    });
    const todayStart = storeDayStart(today);
    await db.insert(orders).values([
      // Just after the store's midnight: today in Kuwait, yesterday in UTC.
      order('PAID', 'KWD', new Date(todayStart.getTime() + MINUTE), 10_000, 2_500),
      order('SHIPPED', 'USD', new Date(storeDayStart(twoDaysAgo ?? '').getTime() + 60 * MINUTE), 20_000),
      order('DELIVERED', 'SAR', new Date(storeDayStart(twoDaysAgo ?? '').getTime() + 90 * MINUTE), 5_000),
      // Just before it: yesterday in Kuwait.
      order('IN_PRODUCTION', 'KWD', new Date(todayStart.getTime() - MINUTE), 3_000),
      // Not sales: unpaid, cancelled, refunded, or before the period.
      order('PENDING_PAYMENT', 'KWD', now, 7_000),
      order('CANCELLED', 'KWD', now, 8_000),
      order('REFUNDED', 'USD', now, 9_000),
      order('PAID', 'KWD', new Date(now.getTime() - (HOME_DAYS + 5) * DAY), 4_000),
    ]);
    await db.insert(designRequests).values(
      (['NEW', 'NEW', 'PROCESSING', 'WAITING_APPROVAL', 'DONE'] as const).map((status, index) => ({
        uid: `DR-HOME-${index}`,
        userId: shopper.id,
        status,
      })),
    );
    await db.insert(artistRequests).values([
      { userId: applicant.id, name: 'Waiting', status: 'PENDING' },
      { userId: shopper.id, name: 'Decided', status: 'REJECTED' },
    ]);
    const [artist] = await db
      .insert(artists)
      .values({ userId: painter.id, subdomain: 'painter', displayNameEn: 'Painter', displayNameAr: 'رسام' })
      .returning({ id: artists.id });
    if (!artist) throw new Error('no artist');
    await db.insert(artworks).values(
      [
        { isApproved: false, isActive: true },
        { isApproved: false, isActive: true },
        { isApproved: true, isActive: true },
        { isApproved: false, isActive: false },
      ].map((state, index) => ({
        artistId: artist.id,
        title: `Art ${index}`,
        titleAr: `فن ${index}`,
        slug: `home-art-${index}`,
        ...state,
      })),
    );
  });
  afterAll(async () => api?.close());

  let accounts = 0;
  const caller = async (role: 'USER' | 'ADMIN', staff: StaffRole[] = []) => {
    const [row] = await api.db
      .insert(users)
      .values({ email: `home-${++accounts}@example.com`, role })
      .returning({ id: users.id });
    if (!row) throw new Error('no user');
    if (staff.length > 0)
      await api.db.insert(staffRoles).values(staff.map((r) => ({ userId: row.id, role: r })));
    return { authorization: `Bearer ${await createSession(api.db, row.id)}` };
  };
  const home = (headers: Record<string, string> = {}) => api.app.inject({ url: '/api/admin/home', headers });

  it('gives an ADMIN sales by store day per currency and in KWD, and every desk waiting', async () => {
    const response = await home(await caller('ADMIN'));
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json();
    expect(figures.permissions).toEqual(permissionsOf(['ADMIN']));

    const days = storeDays(now, HOME_DAYS);
    expect(figures.sales).toMatchObject({ from: days[0], to: today });
    expect(figures.sales.byDay.map((day: { date: string }) => day.date)).toEqual(days);
    const day = (date: string | undefined) =>
      figures.sales.byDay.find((entry: { date: string }) => entry.date === date);
    expect(day(today)).toEqual({
      date: today,
      orders: 1,
      revenue: { amount: 12_500, currency: 'KWD' },
      byCurrency: [{ currency: 'KWD', orders: 1, revenue: { amount: 12_500, currency: 'KWD' } }],
    });
    expect(day(days.at(-2))).toMatchObject({ orders: 1, revenue: { amount: 3_000, currency: 'KWD' } });
    expect(day(twoDaysAgo)).toEqual({
      date: twoDaysAgo,
      orders: 2,
      revenue: { amount: 25_000, currency: 'KWD' },
      byCurrency: [
        { currency: 'USD', orders: 1, revenue: { amount: 6_510, currency: 'USD' } },
        { currency: 'SAR', orders: 1, revenue: { amount: 6_102, currency: 'SAR' } },
      ],
    });
    expect(figures.sales.totals).toMatchObject({
      orders: 4,
      revenue: { amount: 40_500, currency: 'KWD' },
    });
    expect(figures.sales.totals.byCurrency.map((row: { currency: string }) => row.currency)).toEqual([
      'KWD',
      'USD',
      'SAR',
    ]);

    expect(figures.ordersWaiting).toEqual([
      { status: 'PENDING_PAYMENT', count: 1 },
      { status: 'PAID', count: 2 },
      { status: 'IN_PRODUCTION', count: 1 },
      { status: 'SHIPPED', count: 1 },
    ]);
    expect(figures.designRequestsWaiting).toEqual([
      { status: 'NEW', count: 2 },
      { status: 'REQUEST_FOR_CHANGE', count: 0 },
      { status: 'PROCESSING', count: 1 },
    ]);
    expect(figures.artworksWaiting).toBe(2);
    expect(figures.artistRequestsWaiting).toBe(1);
  });

  it('shows each member of staff only their desks: a designer sees design requests, never revenue', async () => {
    const designer = (await home(await caller('USER', ['DESIGNER']))).json();
    expect(designer).toEqual({
      permissions: ['designRequests'],
      sales: null,
      ordersWaiting: null,
      designRequestsWaiting: expect.arrayContaining([{ status: 'NEW', count: 2 }]),
      artworksWaiting: null,
      artistRequestsWaiting: null,
    });

    const finance = (await home(await caller('USER', ['FINANCE']))).json();
    expect(finance.sales.totals.orders).toBe(4);
    expect([finance.ordersWaiting, finance.designRequestsWaiting, finance.artworksWaiting]).toEqual([
      null,
      null,
      null,
    ]);

    const moderator = (await home(await caller('USER', ['MODERATOR']))).json();
    expect(moderator).toMatchObject({ sales: null, artworksWaiting: 2, artistRequestsWaiting: 1 });

    const operations = (await home(await caller('USER', ['OPERATIONS']))).json();
    expect(operations.sales).toBeNull();
    expect(operations.ordersWaiting).toHaveLength(4);
  });

  it('hides the home from a shopper and asks a guest to sign in', async () => {
    const shopper = await home(await caller('USER'));
    expect(shopper.statusCode).toBe(404);
    expect(shopper.json().message).toBe('Route GET /api/admin/home not found');
    expect((await home()).statusCode).toBe(401);
    expect(
      (await api.app.inject({ url: '/api/admin/home?x=1', headers: await caller('ADMIN') })).statusCode,
    ).toBe(400);
  });
});
