import { favorites } from '@seed/db/schema/favorites';
import { orderProducts, orders } from '@seed/db/schema/orders';
import { viewCounts } from '@seed/db/schema/views';
import { testDatabaseKinds } from '@seed/db/test-database';
import { convertFils } from '@seed/domain/money';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { caller, signInAs } from './portal-test-kit';

type Status = (typeof orders.$inferInsert)['status'];

describe.each(testDatabaseKinds())('artist portal dashboard on %s', (kind) => {
  const t = useCatalogApi(kind);
  let artist: Record<string, string>;

  beforeAll(async () => {
    const { db } = t.api;
    artist = (await signInAs(db, 'artist@example.com')).headers;
    const { products } = t.catalog;
    const shopper = t.catalog.users.shopper;
    const daysAgo = (days: number) => sql`current_date - ${days}::int`;
    const [palmArtwork] = await db
      .execute<{ id: number }>(sql`select id from artworks where title = 'Palm'`)
      .then((r) => r.rows);
    await db.insert(viewCounts).values([
      { kind: 'product', targetId: products.palmTee!, day: daysAgo(0), count: 5 },
      { kind: 'product', targetId: products.palmTee!, day: daysAgo(3), count: 2 },
      { kind: 'product', targetId: products.palmTee!, day: daysAgo(40), count: 10 },
      { kind: 'artwork', targetId: palmArtwork!.id, day: daysAgo(0), count: 1 },
      { kind: 'product', targetId: products.plainTee!, day: daysAgo(0), count: 100 },
    ]);
    await db.insert(favorites).values([
      { userId: shopper, kind: 'product', targetId: products.palmTee! },
      { userId: shopper, kind: 'artwork', targetId: palmArtwork!.id },
      { userId: shopper, kind: 'product', targetId: products.plainTee! },
    ]);
    const order = async (status: Status, age: number, lines: [number, number, number][]) => {
      const [row] = await db
        .insert(orders)
        .values({
          userId: shopper,
          status,
          subtotal: 1,
          price: 1,
          createdAt: sql`now() - ${age}::int * interval '1 day'`,
        })
        .returning({ id: orders.id });
      await db.insert(orderProducts).values(
        lines.map(([productId, unitPrice, count]) => ({
          orderId: row!.id,
          productId,
          unitPrice,
          count,
          nameEn: 'x',
          nameAr: 'x',
        })),
      );
    };
    await order('PAID', 0, [[products.palmTee!, 10000, 2]]);
    await order('DELIVERED', 5, [
      [products.palmTote!, 8000, 1],
      [products.plainTee!, 5000, 1],
    ]);
    await order('PENDING_PAYMENT', 0, [[products.palmTee!, 10000, 1]]);
    await order('REFUNDED', 1, [[products.palmTee!, 10000, 1]]);
    await order('DELIVERED', 60, [[products.palmTee!, 1000, 1]]);
  });

  it('adds up the artist’s views, likes and paid sales, with a 30-day series', async () => {
    const reply = await caller(t.api.app)('GET', '/api/artist/portal/dashboard?currency=USD', artist);
    expect(reply.statusCode, reply.body).toBe(200);
    const dashboard = reply.json();
    expect(dashboard).toMatchObject({
      artworks: 2,
      design: 1,
      products: 4,
      clicks: 18,
      likes: 2,
      subdomain: 'noor',
      revenue: convertFils(29000, 'USD'),
    });
    expect(dashboard.series).toHaveLength(30);
    const today = dashboard.series[29];
    expect(today).toMatchObject({ clicks: 6, revenue: convertFils(20000, 'USD') });
    expect(dashboard.series[26]).toMatchObject({ clicks: 2, revenue: { amount: 0, currency: 'USD' } });
    expect(dashboard.series[24]).toMatchObject({ clicks: 0, revenue: convertFils(8000, 'USD') });
    expect(dashboard.series[0].date < today.date).toBe(true);
  });

  it('is for artists and admins only', async () => {
    const send = caller(t.api.app);
    expect((await send('GET', '/api/artist/portal/dashboard')).statusCode).toBe(401);
    const shopper = await signInAs(t.api.db, 'shopper@example.com');
    for (const url of ['dashboard', 'products', 'artworks'])
      expect((await send('GET', `/api/artist/portal/${url}`, shopper.headers)).statusCode).toBe(403);
    const admin = await signInAs(t.api.db, 'boss@example.com', 'ADMIN');
    const reply = await send('GET', '/api/artist/portal/dashboard', admin.headers);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({
      message: 'You have no artist profile',
      reason: 'NO_ARTIST_PROFILE',
    });
  });
});
