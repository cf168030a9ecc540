import type { VoucherBody } from '@seed/contract/admin-promotions';
import type { Db } from '@seed/db/client';
import { orders } from '@seed/db/schema/orders';
import { vouchers, voucherUses } from '@seed/db/schema/wallet';
import { normalizeVoucherCode } from '@seed/domain/cart-voucher';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { pageOf } from '../../http/page';
import { recordAudit } from '../staff/audit';
import { findAccounts } from '../users/service';

/** Who acts, and the request they act in: every change below writes its audit row with them. */
export type StaffAct = { staffId: number; reason: string | null; requestId: string };

type VoucherRow = typeof vouchers.$inferSelect;
type VoucherStatus = 'ACTIVE' | 'INACTIVE' | 'SCHEDULED' | 'EXPIRED' | 'USED_UP';

/** What stops a voucher for everyone now (the per-customer limit and minimum depend on the order). */
export function voucherStatus(voucher: VoucherRow, now = new Date()): VoucherStatus {
  if (!voucher.isActive) return 'INACTIVE';
  if (voucher.expiresAt && voucher.expiresAt <= now) return 'EXPIRED';
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) return 'USED_UP';
  if (voucher.startsAt && voucher.startsAt > now) return 'SCHEDULED';
  return 'ACTIVE';
}

// The same statuses as SQL, for the list's filter; `now()` is the transaction's clock, as the checks use.
const STATUS_WHERE: Record<VoucherStatus, SQL | undefined> = {
  INACTIVE: eq(vouchers.isActive, false),
  EXPIRED: and(
    eq(vouchers.isActive, true),
    isNotNull(vouchers.expiresAt),
    lte(vouchers.expiresAt, sql`now()`),
  ),
  USED_UP: and(
    eq(vouchers.isActive, true),
    or(sql`${vouchers.expiresAt} is null`, gt(vouchers.expiresAt, sql`now()`)),
    isNotNull(vouchers.usageLimit),
    sql`${vouchers.usedCount} >= ${vouchers.usageLimit}`,
  ),
  SCHEDULED: and(
    eq(vouchers.isActive, true),
    or(sql`${vouchers.expiresAt} is null`, gt(vouchers.expiresAt, sql`now()`)),
    or(sql`${vouchers.usageLimit} is null`, sql`${vouchers.usedCount} < ${vouchers.usageLimit}`),
    gt(vouchers.startsAt, sql`now()`),
  ),
  ACTIVE: and(
    eq(vouchers.isActive, true),
    or(sql`${vouchers.expiresAt} is null`, gt(vouchers.expiresAt, sql`now()`)),
    or(sql`${vouchers.usageLimit} is null`, sql`${vouchers.usedCount} < ${vouchers.usageLimit}`),
    or(sql`${vouchers.startsAt} is null`, lte(vouchers.startsAt, sql`now()`)),
  ),
};

const SORTS = { created: vouchers.id, code: vouchers.code, used: vouchers.usedCount };

type ListFilters = {
  q?: string;
  status?: VoucherStatus;
  sort?: keyof typeof SORTS;
  dir?: 'asc' | 'desc';
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listVouchers(db: Db, filters: ListFilters, paging: Paging) {
  const where = and(
    filters.q ? ilike(vouchers.code, `%${escapeLike(filters.q)}%`) : undefined,
    filters.status ? STATUS_WHERE[filters.status] : undefined,
  );
  const order = (filters.dir ?? 'desc') === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vouchers)
      .where(where)
      .orderBy(order(SORTS[filters.sort ?? 'created']), desc(vouchers.id))
      .limit(paging.limit + 1)
      .offset(paging.offset),
    db.select({ n: count() }).from(vouchers).where(where),
  ]);
  return { ...pageOf(rows, paging), total: total?.n ?? 0 };
}

const notFound = (id: number) =>
  new DomainError('NOT_FOUND', `Voucher ${id} not found`, { reason: 'VOUCHER_NOT_FOUND' });

/** A voucher and a page of its uses, newest first, each with its order and customer. */
export async function voucherDetail(db: Db, id: number, paging: Paging) {
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  if (!voucher) throw notFound(id);
  const rows = await db
    .select({
      orderId: voucherUses.orderId,
      userId: voucherUses.userId,
      at: voucherUses.createdAt,
      discount: orders.discount,
      orderStatus: orders.status,
    })
    .from(voucherUses)
    .innerJoin(orders, eq(orders.id, voucherUses.orderId))
    .where(eq(voucherUses.voucherId, id))
    .orderBy(desc(voucherUses.createdAt), desc(voucherUses.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  const uses = pageOf(rows, paging);
  // Guest checkouts are accounts too, but findAccounts names only open ones: the others show their number.
  const accounts = await findAccounts(db, [...new Set(uses.items.map((use) => use.userId))]);
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return {
    voucher,
    uses: {
      ...uses,
      items: uses.items.map((use) => {
        const account = byId.get(use.userId);
        const name = account ? `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim() : '';
        return { ...use, customer: name || account?.email || `#${use.userId}`, email: account?.email ?? '' };
      }),
    },
  };
}

/** The columns a body sets: a percent voucher has no fixed amount, a fixed one no percent or cap. */
function columnsOf(body: VoucherBody) {
  const percent = body.kind === 'PERCENT';
  return {
    code: normalizeVoucherCode(body.code),
    percent: percent ? (body.percent ?? 0) : 0,
    amountOff: percent ? null : (body.amountOff ?? null),
    maxDiscount: percent ? (body.maxDiscount ?? null) : null,
    minAmount: body.minAmount ?? null,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
    usageLimit: body.usageLimit ?? null,
    perUserLimit: body.perUserLimit ?? null,
    isActive: body.isActive,
  };
}

type Columns = ReturnType<typeof columnsOf>;

async function assertCodeFree(tx: Db, code: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.code, code), exceptId === null ? undefined : ne(vouchers.id, exceptId)));
  if (taken) {
    throw new DomainError('CONFLICT', `Voucher code ${code} is taken`, { reason: 'VOUCHER_CODE_TAKEN' });
  }
}

// Dates as text and amounts as fils, so the audit row reads the same on both databases.
const auditable = (columns: Partial<Columns>) =>
  Object.fromEntries(
    Object.entries(columns).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

export async function createVoucher(db: Db, body: VoucherBody, act: StaffAct) {
  const columns = columnsOf(body);
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, columns.code, null);
    // The unique index still settles a race between two staff creating the same code.
    const [row] = await tx.insert(vouchers).values(columns).returning({ id: vouchers.id });
    if (!row) throw new Error('voucher not inserted');
    await recordAudit(tx, {
      staffId: act.staffId,
      action: 'voucher.create',
      recordType: 'voucher',
      recordId: row.id,
      before: null,
      after: auditable(columns),
      reason: act.reason,
      requestId: act.requestId,
    });
    return row;
  });
}

/**
 * Changes a voucher under its row lock, the lock checkout takes to count a use: a change and an order
 * placed at the same moment see each other, so a lowered limit is never passed.
 */
export async function updateVoucher(db: Db, id: number, body: VoucherBody, act: StaffAct) {
  const columns = columnsOf(body);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
    if (!before) throw notFound(id);
    await assertCodeFree(tx, columns.code, id);
    if (columns.usageLimit !== null && columns.usageLimit < before.usedCount) {
      throw new DomainError('CONFLICT', `Voucher ${id} has been used ${before.usedCount} times already`, {
        reason: 'VOUCHER_LIMIT_BELOW_USES',
        details: { used: before.usedCount },
      });
    }
    await tx.update(vouchers).set(columns).where(eq(vouchers.id, id));
    const changed = (Object.keys(columns) as (keyof Columns)[]).filter(
      (key) =>
        String(auditable({ [key]: before[key] })[key]) !== String(auditable({ [key]: columns[key] })[key]),
    );
    await recordAudit(tx, {
      staffId: act.staffId,
      action: 'voucher.update',
      recordType: 'voucher',
      recordId: id,
      before: auditable(Object.fromEntries(changed.map((key) => [key, before[key]]))),
      after: auditable(Object.fromEntries(changed.map((key) => [key, columns[key]]))),
      reason: act.reason,
      requestId: act.requestId,
    });
    return { id };
  });
}
