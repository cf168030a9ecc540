import type { AdminOrderFilters } from '@seed/contract/admin-orders';
import type { Db } from '@seed/db/client';
import { orders } from '@seed/db/schema/orders';
import { users } from '@seed/db/schema/users';
import type { Paging } from '@seed/domain/paging';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { pageOf } from '../../http/page';
import { itemsCount } from './service';

// The store keeps Kuwait time, which has no daylight saving: a day of the date filter starts at 00:00 +03:00.
const STORE_UTC_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

const dayStart = (date: string) => new Date(`${date}T00:00:00${STORE_UTC_OFFSET}`);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const address = (field: string) => sql<string | null>`${orders.address}->>${field}`;

function search(q: string): SQL | undefined {
  const like = `%${escapeLike(q)}%`;
  const id = /^#?(\d{1,9})$/.exec(q)?.[1];
  return or(
    ...(id ? [eq(orders.id, Number(id))] : []),
    sql`${users.email} ilike ${like}`,
    sql`${users.phone} ilike ${like}`,
    sql`${address('phone')} ilike ${like}`,
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
    sql`(coalesce(${address('firstName')}, '') || ' ' || coalesce(${address('lastName')}, '')) ilike ${like}`,
  );
}

function where(filters: AdminOrderFilters): SQL | undefined {
  const { q, status, payment, country, from, to, gift } = filters;
  return and(
    q ? search(q) : undefined,
    status?.length ? inArray(orders.status, status) : undefined,
    payment === 'WALLET' ? eq(orders.paidBy, 'WALLET') : undefined,
    payment && payment !== 'WALLET' ? eq(orders.paymentMethodId, Number(payment)) : undefined,
    country ? sql`${address('country')} = ${country}` : undefined,
    from ? gte(orders.createdAt, dayStart(from)) : undefined,
    to ? lt(orders.createdAt, new Date(dayStart(to).getTime() + DAY_MS)) : undefined,
    gift === undefined ? undefined : eq(orders.isGift, gift),
  );
}

// Amounts are stored in KWD fils whatever the shopper paid in, so totals sort across currencies.
const total = sql`(${orders.subtotal} - ${orders.discount} + ${orders.deliveryPrice})`;

function orderBy(filters: AdminOrderFilters) {
  const direction = filters.dir === 'asc' ? asc : desc;
  const column =
    filters.sort === 'total' ? total : filters.sort === 'status' ? orders.status : orders.createdAt;
  // The id breaks ties, so pages (and the CSV's batches) neither repeat nor skip a row.
  return [direction(column), direction(orders.id)];
}

const rowColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  price: orders.price,
  subtotal: orders.subtotal,
  discount: orders.discount,
  deliveryPrice: orders.deliveryPrice,
  paymentWalletAmount: orders.paymentWalletAmount,
  currency: orders.currency,
  expectedDeliveryDate: orders.expectedDeliveryDate,
  itemsCount,
  userId: orders.userId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userPhone: users.phone,
  address: orders.address,
  isGift: orders.isGift,
  paidBy: orders.paidBy,
  paymentMethodId: orders.paymentMethodId,
};

function selectRows(db: Db, filters: AdminOrderFilters, paging: Paging) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where(filters))
    .orderBy(...orderBy(filters))
    .limit(paging.limit)
    .offset(paging.offset);
}

export type AdminOrderRow = Awaited<ReturnType<typeof selectRows>>[number];

/** A page of the back office's order list, and how many orders match in all (staff page through them). */
export async function listAdminOrders(db: Db, filters: AdminOrderFilters, paging: Paging) {
  const [rows, [counted]] = await Promise.all([
    selectRows(db, filters, { ...paging, limit: paging.limit + 1 }),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where(filters)),
  ]);
  return { ...pageOf(rows, paging), total: counted?.total ?? 0 };
}

const BATCH = 500;

/**
 * Every matching order, a batch at a time, for the CSV export: memory stays at one batch whatever the
 * number of orders. Batches are pages of one stable order, not one snapshot: an order placed or moved while
 * the export runs can shift a row across a batch boundary (seen twice, or missed); export again for an
 * exact count.
 */
export async function* allAdminOrders(db: Db, filters: AdminOrderFilters): AsyncGenerator<AdminOrderRow[]> {
  for (let offset = 0; ; offset += BATCH) {
    const rows = await selectRows(db, filters, { limit: BATCH, offset });
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
  }
}
