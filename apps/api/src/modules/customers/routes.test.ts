import { hashPassword } from '@seed/db/password';
import { addresses } from '@seed/db/schema/addresses';
import { sessions } from '@seed/db/schema/auth';
import { designRequests } from '@seed/db/schema/design-requests';
import { favorites } from '@seed/db/schema/favorites';
import { orders } from '@seed/db/schema/orders';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { walletLedger } from '@seed/db/schema/wallet';
import { testDatabaseKinds } from '@seed/db/test-database';
import type { OrderStatus } from '@seed/domain/order-status';
import type { StaffRole } from '@seed/domain/staff-permissions';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../test/api';
import { useAuthApi } from '../auth/auth-test-client';
import { signInWithProvider } from '../auth/social-sign-in';

const PASSWORD = 'a long and unusual passphrase';

describe.each(testDatabaseKinds())('the customers desk on %s', (kind) => {
  const t = useAuthApi(kind);
  const db = () => t.api.db;
  let accounts = 0;

  type Fields = Partial<typeof users.$inferInsert>;
  async function account(fields: Fields = {}, roles: StaffRole[] = []) {
    const email = fields.email ?? `person-${++accounts}@example.com`;
    const [row] = await db()
      .insert(users)
      .values({ ...fields, email })
      .returning({ id: users.id });
    if (!row) throw new Error('no user inserted');
    if (roles.length > 0)
      await db()
        .insert(staffRoles)
        .values(roles.map((role) => ({ userId: row.id, role })));
    const token = await createSession(db(), row.id);
    return { id: row.id, email, token, headers: { authorization: `Bearer ${token}` } };
  }
  type Caller = { headers: Record<string, string> };
  const get = (caller: Caller, path: string) =>
    t.api.app.inject({ url: `/api/${path}`, headers: caller.headers });
  const post = (caller: Caller, path: string, payload: object) =>
    t.api.app.inject({ method: 'POST', url: `/api/${path}`, headers: caller.headers, payload });
  const order = (userId: number, status: OrderStatus, subtotal: number, createdAt = new Date()) =>
    db()
      .insert(orders)
      .values({
        userId,
        status,
        subtotal,
        deliveryPrice: 1000,
        discount: 500,
        price: subtotal + 500,
        createdAt,
      })
      .returning({ id: orders.id })
      .then((rows) => rows[0]?.id ?? 0);
  const auditOf = (userId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'user'), eq(auditLog.recordId, String(userId))))
      .orderBy(desc(auditLog.id));

  it('finds customers by name, e-mail, phone or id; filters, sorts by what they bought, and pages', async () => {
    const finance = await account({}, ['FINANCE']);
    const tag = `zq${Date.now().toString(36)}`;
    const sara = await account({ firstName: 'Sara', lastName: `Ali${tag}`, phone: '+965 5555 0101' });
    const omar = await account({ firstName: 'Omar', lastName: `Ali${tag}`, role: 'ARTIST' });
    const huda = await account({ firstName: 'هدى', lastName: `Ali${tag}`, isActive: false });
    const gone = await account({ firstName: 'Gone', lastName: `Ali${tag}` });
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    await order(sara.id, 'DELIVERED', 20_000);
    await order(sara.id, 'REFUNDED', 90_000);
    await order(sara.id, 'PAYMENT_FAILED', 70_000);
    await order(omar.id, 'PAID', 40_000);

    const list = async (query: string) => {
      const reply = await get(finance, `admin/customers?q=${encodeURIComponent(`Ali${tag}`)}&${query}`);
      expect(reply.statusCode, query).toBe(200);
      return reply.json() as { customers: { id: number }[]; hasMore: boolean };
    };
    const ids = async (query: string) => (await list(query)).customers.map((row) => row.id);

    const all = await list('sort=name&dir=asc');
    expect(all.customers).toEqual([
      {
        id: omar.id,
        firstName: 'Omar',
        lastName: `Ali${tag}`,
        email: omar.email,
        phone: null,
        role: 'ARTIST',
        createdAt: expect.any(String),
        status: 'ACTIVE',
        isGuest: false,
        ordersCount: 1,
        spent: { amount: 40_500, currency: 'KWD' },
      },
      expect.objectContaining({ id: sara.id, ordersCount: 2, spent: { amount: 20_500, currency: 'KWD' } }),
      expect.objectContaining({ id: huda.id, status: 'DEACTIVATED', ordersCount: 0 }),
    ]);
    expect(await ids('sort=spent')).toEqual([omar.id, sara.id, huda.id]);
    expect(await ids('sort=orders&dir=desc')).toEqual([sara.id, omar.id, huda.id]);
    expect(await ids('hasOrders=false')).toEqual([huda.id]);
    expect(await ids('hasOrders=true&role=USER')).toEqual([sara.id]);
    expect(await ids('status=DEACTIVATED')).toEqual([huda.id]);
    const firstPage = await list('sort=name&dir=asc&limit=2');
    expect(firstPage).toMatchObject({ total: 3, limit: 2 });
    expect([firstPage.hasMore, (await list('sort=name&dir=asc&limit=2&offset=2')).hasMore]).toEqual([
      true,
      false,
    ]);

    const search = async (q: string) =>
      (await get(finance, `admin/customers?q=${encodeURIComponent(q)}`))
        .json()
        .customers.map((row: { id: number }) => row.id);
    expect(await search(`sara ali${tag}`)).toEqual([sara.id]);
    expect(await search('5555 0101')).toEqual([sara.id]);
    expect(await search(omar.email.toUpperCase())).toEqual([omar.id]);
    expect(await search(String(huda.id))).toContain(huda.id);
    expect(await search('%')).not.toContain(sara.id);

    const refused = await get(finance, 'admin/customers?sort=cheapest');
    expect(refused.statusCode).toBe(400);
  });

  it("shows a customer's account, orders, addresses, wallet, design requests and favourites", async () => {
    const operations = await account({}, ['OPERATIONS']);
    const shopper = await account({ firstName: 'Nora', locale: 'en', emailVerifiedAt: new Date() });
    const older = await order(shopper.id, 'SHIPPED', 10_000, new Date(Date.now() - 60_000));
    const newer = await order(shopper.id, 'PENDING_PAYMENT', 5_000);
    await db().insert(addresses).values({ userId: shopper.id, country: 'KW', city: 'Salmiya' });
    await db()
      .insert(walletLedger)
      .values([
        { userId: shopper.id, amount: 4_000, reason: 'ADJUSTMENT', note: 'Late parcel' },
        { userId: shopper.id, amount: -1_500, reason: 'ORDER_PAYMENT', orderId: older },
      ]);
    await db()
      .insert(designRequests)
      .values({ userId: shopper.id, uid: `DR-T${shopper.id}`, status: 'NEW' });
    await db()
      .insert(favorites)
      .values([
        { userId: shopper.id, kind: 'product', targetId: 1 },
        { userId: shopper.id, kind: 'artist', targetId: 1 },
      ]);

    const reply = await get(operations, `admin/customers/${shopper.id}`);
    expect(reply.statusCode).toBe(200);
    const detail = reply.json();
    expect(detail.customer).toMatchObject({
      id: shopper.id,
      firstName: 'Nora',
      locale: 'en',
      emailVerified: true,
      status: 'ACTIVE',
      ordersCount: 1,
      spent: { amount: 10_500, currency: 'KWD' },
    });
    expect(detail.orders.orders.map((row: { id: number }) => row.id)).toEqual([newer, older]);
    expect(detail.orders.orders[1]).toMatchObject({
      status: 'SHIPPED',
      total: { amount: 10_500, currency: 'KWD' },
    });
    expect(detail.addresses).toMatchObject([{ country: 'KW', city: 'Salmiya' }]);
    expect(detail.wallet.balance).toEqual({ amount: 2_500, currency: 'KWD' });
    expect(detail.wallet.ledger.entries).toMatchObject([
      { reason: 'ORDER_PAYMENT', orderId: older, amount: { amount: -1_500 }, note: null },
      { reason: 'ADJUSTMENT', amount: { amount: 4_000 }, note: 'Late parcel' },
    ]);
    expect(detail.designRequests).toEqual([
      { id: expect.any(Number), uid: `DR-T${shopper.id}`, status: 'NEW', createdAt: expect.any(String) },
    ]);
    expect(detail.favoritesCount).toBe(2);

    const paged = (await get(operations, `admin/customers/${shopper.id}?ledgerOffset=1`)).json();
    expect(paged.wallet.ledger).toMatchObject({
      offset: 1,
      hasMore: false,
      entries: [{ note: 'Late parcel' }],
    });

    expect((await get(operations, 'admin/customers/999999')).json()).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'CUSTOMER_NOT_FOUND',
    });
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, shopper.id));
    expect((await get(operations, `admin/customers/${shopper.id}`)).statusCode).toBe(404);
  });

  it('credits and debits the wallet with a reason and an audit row; the shopper sees the entry', async () => {
    const finance = await account({}, ['FINANCE']);
    const operations = await account({}, ['OPERATIONS']);
    const shopper = await account();
    const adjust = (caller: Caller, body: object) =>
      post(caller, `admin/customers/${shopper.id}/wallet`, body);

    // Operations look customers up but do not move money: the endpoint does not show itself to them.
    expect((await adjust(operations, { direction: 'CREDIT', amount: 500, reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await adjust(finance, { direction: 'CREDIT', amount: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await adjust(finance, { direction: 'CREDIT', amount: 500, reason: ' ' })).statusCode).toBe(400);

    const credited = await adjust(finance, { direction: 'CREDIT', amount: 2_750, reason: 'Compensation' });
    expect(credited.statusCode).toBe(200);
    expect(credited.json()).toEqual({ balance: { amount: 2_750, currency: 'KWD' } });
    const tooMuch = await adjust(finance, { direction: 'DEBIT', amount: 2_751, reason: 'Correction' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().reason).toBe('WALLET_BELOW_ZERO');
    const debited = await adjust(finance, { direction: 'DEBIT', amount: 750, reason: 'Correction' });
    expect(debited.json().balance.amount).toBe(2_000);

    expect(
      (await auditOf(shopper.id)).map(({ staffId, action, before, after, reason, requestId }) => ({
        staffId,
        action,
        before,
        after,
        reason,
        requestId,
      })),
    ).toEqual([
      {
        staffId: finance.id,
        action: 'wallet.balance.debit',
        before: { balanceFils: 2_750 },
        after: { balanceFils: 2_000 },
        reason: 'Correction',
        requestId: debited.headers['x-request-id'],
      },
      {
        staffId: finance.id,
        action: 'wallet.balance.credit',
        before: { balanceFils: 0 },
        after: { balanceFils: 2_750 },
        reason: 'Compensation',
        requestId: credited.headers['x-request-id'],
      },
    ]);

    const history = (await get(shopper, 'users/wallet/history')).json();
    expect(history.entries).toEqual([
      expect.objectContaining({ reason: 'ADJUSTMENT', amount: { amount: -750, currency: 'KWD' } }),
      expect.objectContaining({ reason: 'ADJUSTMENT', amount: { amount: 2_750, currency: 'KWD' } }),
    ]);
    // The staff's reason stays with staff.
    expect(JSON.stringify(history)).not.toContain('Compensation');
  });

  it('never takes the wallet below zero, whatever debits arrive at once', async () => {
    const finance = await account({}, ['FINANCE']);
    const shopper = await account();
    await db().insert(walletLedger).values({ userId: shopper.id, amount: 1_000, reason: 'ADJUSTMENT' });
    const debit = () =>
      post(finance, `admin/customers/${shopper.id}/wallet`, {
        direction: 'DEBIT',
        amount: 300,
        reason: 'Race',
      });
    // The debits start while another transaction holds the account's row, so on PostgreSQL they all read the
    // balance at once unless the desk waits for that lock before reading it.
    let pending: ReturnType<typeof debit>[] = [];
    await db().transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, shopper.id)).for('update');
      pending = Array.from({ length: 10 }, debit);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const replies = await Promise.all(pending);
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(7).fill(409)]);
    const rows = await db().select().from(walletLedger).where(eq(walletLedger.userId, shopper.id));
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(100);
    expect(await auditOf(shopper.id)).toHaveLength(3);
  });

  it("mails a sign-in code in the customer's language, under the resend rule, with an audit row", async () => {
    const operations = await account({}, ['OPERATIONS']);
    const shopper = await account({ locale: 'en' });
    const send = () => post(operations, `admin/customers/${shopper.id}/sign-in-code`, {});

    const sent = await send();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true });
    expect((await t.lastMail(shopper.email))?.subject).toMatch(/^Your sign-in code: \d{6}$/);
    const code = await t.lastCode(shopper.email);
    const signedIn = await t.post('auth/verify-otp', { email: shopper.email, otp: code });
    expect(signedIn.statusCode).toBe(200);

    const again = await send();
    expect(again.statusCode).toBe(429);
    const rows = await auditOf(shopper.id);
    expect(rows.map(({ action, staffId, after }) => ({ action, staffId, after }))).toEqual([
      { action: 'user.sign-in-code.send', staffId: operations.id, after: { email: shopper.email } },
    ]);

    await db().update(users).set({ isActive: false }).where(eq(users.id, shopper.id));
    await t.age(shopper.email, 60);
    const refused = await send();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('CUSTOMER_DEACTIVATED');
  });

  it('deactivates an account: its sessions end and every way of signing in is refused until reactivated', async () => {
    const admin = await account({ role: 'ADMIN' });
    const operations = await account({}, ['OPERATIONS']);
    const shopper = await account({
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
    });
    const secondSession = await createSession(db(), shopper.id);
    const identity = { subject: `google-${shopper.id}`, email: shopper.email, emailVerified: true };
    const caller = { deviceId: null, sessionId: null, locale: 'en' as const };
    const deps = { db: db(), mailer: { send: async () => {} } };
    await signInWithProvider(deps, 'google', identity, caller, []);

    expect((await post(operations, `admin/customers/${shopper.id}/deactivate`, {})).statusCode).toBe(400);
    const deactivated = await post(operations, `admin/customers/${shopper.id}/deactivate`, {
      reason: 'Chargeback fraud',
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toEqual({ status: 'DEACTIVATED' });

    const live = await db()
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, shopper.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    for (const token of [shopper.token, secondSession]) {
      const session = await t.api.app.inject({
        url: '/api/auth/session',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(session.statusCode).toBe(401);
    }

    const password = await t.post('auth/sign-in', { email: shopper.email, password: PASSWORD });
    expect(password.statusCode).toBe(403);
    expect(password.json().reason).toBe('ACCOUNT_DISABLED');
    // A wrong password learns nothing about the account.
    expect(
      (await t.post('auth/sign-in', { email: shopper.email, password: 'wrong guess' })).json().reason,
    ).toBe('BAD_CREDENTIALS');
    await t.post('auth/generate-otp', { email: shopper.email });
    const byCode = await t.post('auth/verify-otp', {
      email: shopper.email,
      otp: await t.lastCode(shopper.email),
    });
    expect(byCode.statusCode).toBe(403);
    expect(byCode.json().reason).toBe('ACCOUNT_DISABLED');
    await expect(signInWithProvider(deps, 'google', identity, caller, [])).rejects.toMatchObject({
      reason: 'ACCOUNT_DISABLED',
    });

    // Once more changes nothing and logs nothing.
    expect(
      (await post(operations, `admin/customers/${shopper.id}/deactivate`, { reason: 'Again' })).statusCode,
    ).toBe(200);
    const reactivated = await post(admin, `admin/customers/${shopper.id}/reactivate`, {
      reason: 'Bank cleared it',
    });
    expect(reactivated.json()).toEqual({ status: 'ACTIVE' });
    expect((await t.post('auth/sign-in', { email: shopper.email, password: PASSWORD })).statusCode).toBe(200);
    await expect(signInWithProvider(deps, 'google', identity, caller, [])).resolves.toMatchObject({
      user: { id: shopper.id },
    });

    expect(
      (await auditOf(shopper.id)).map(({ action, staffId, before, after, reason }) => ({
        action,
        staffId,
        before,
        after,
        reason,
      })),
    ).toEqual([
      {
        action: 'user.account.reactivate',
        staffId: admin.id,
        before: { active: false },
        after: { active: true },
        reason: 'Bank cleared it',
      },
      {
        action: 'user.account.deactivate',
        staffId: operations.id,
        before: { active: true },
        after: { active: false },
        reason: 'Chargeback fraud',
      },
    ]);
  });

  it('refuses to deactivate oneself or an ADMIN', async () => {
    const admin = await account({ role: 'ADMIN' });
    const operations = await account({}, ['OPERATIONS']);
    const self = await post(operations, `admin/customers/${operations.id}/deactivate`, { reason: 'Leaving' });
    expect(self.statusCode).toBe(409);
    expect(self.json().reason).toBe('CANNOT_DEACTIVATE_SELF');
    const boss = await post(operations, `admin/customers/${admin.id}/deactivate`, { reason: 'Coup' });
    expect(boss.json().reason).toBe('CANNOT_DEACTIVATE_ADMIN');
    const otherAdmin = await account({ role: 'ADMIN' });
    expect(
      (await post(otherAdmin, `admin/customers/${admin.id}/deactivate`, { reason: 'x' })).json().reason,
    ).toBe('CANNOT_DEACTIVATE_ADMIN');
    expect((await post(operations, 'admin/customers/999999/deactivate', { reason: 'x' })).json().reason).toBe(
      'CUSTOMER_NOT_FOUND',
    );
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('hides the desk from shoppers and from staff without the permission', async () => {
    const shopper = await account();
    const designer = await account({}, ['DESIGNER']);
    for (const caller of [shopper, designer]) {
      expect((await get(caller, 'admin/customers')).statusCode).toBe(404);
      expect((await get(caller, `admin/customers/${shopper.id}`)).statusCode).toBe(404);
      expect(
        (await post(caller, `admin/customers/${shopper.id}/deactivate`, { reason: 'x' })).statusCode,
      ).toBe(404);
    }
    expect((await t.api.app.inject({ url: '/api/admin/customers' })).statusCode).toBe(401);
  });
});
