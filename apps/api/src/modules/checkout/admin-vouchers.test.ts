import { orders } from '@seed/db/schema/orders';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { testDatabaseKinds } from '@seed/db/test-database';
import type { StaffRole } from '@seed/domain/staff-permissions';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCheckoutApi } from './checkout-test-api';

describe.each(testDatabaseKinds())('the vouchers and discount tiers of the promotions desk on %s', (kind) => {
  const t = useCheckoutApi(kind);
  let codes = 0;
  const uniqueCode = (prefix: string) => `${prefix}${++codes}${kind === 'pglite' ? 'L' : 'P'}`;

  async function staff(roles: StaffRole[]) {
    const person = await t.newShopper();
    if (roles.length > 0) {
      await t.db.insert(staffRoles).values(roles.map((role) => ({ userId: person.userId, role })));
    }
    return person;
  }
  const auditOf = (recordType: string, recordId: string | number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))))
      .orderBy(desc(auditLog.id));
  const voucher = (code: string, fields: object = {}) => ({
    code,
    kind: 'PERCENT',
    percent: 10,
    isActive: true,
    ...fields,
  });

  it('creates a fixed-amount voucher that checkout applies, counts its uses and stops at its limit', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const code = uniqueCode('fixed');
    const created = await t.request('POST', '/api/admin/vouchers', merchandiser.token, {
      ...voucher(code, { kind: 'AMOUNT', amountOff: 3000, percent: undefined }),
      usageLimit: 2,
      perUserLimit: 1,
      reason: 'Launch offer',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const [audit] = await auditOf('voucher', id);
    expect(audit).toMatchObject({
      action: 'voucher.create',
      staffId: merchandiser.userId,
      reason: 'Launch offer',
    });
    expect(audit?.after).toMatchObject({
      code: code.toUpperCase(),
      amountOff: 3000,
      percent: 0,
      usageLimit: 2,
    });

    const first = await t.newShopper();
    await t.addToCart(first.token);
    const check = await t.request('GET', `/api/carts/promocode/check/${code}`, first.token);
    expect(check.json()).toMatchObject({ valid: true, percent: 0, amountOff: { amount: 3000 } });
    expect(check.json().discount).toEqual({ amount: 3000, currency: 'KWD' });
    const placed = await t.order(first, { voucherCode: code });
    expect(placed.statusCode).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.json().order.id));
    expect(row).toMatchObject({ subtotal: 10_000, discount: 3000 });

    // The same customer again: the per-customer limit.
    await t.addToCart(first.token);
    const again = await t.order(first, { voucherCode: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().reason).toBe('VOUCHER_USED_BY_YOU');

    // Two customers race for the last use: one gets it, the other is refused, the count stays at the limit.
    const racers = [await t.newShopper(), await t.newShopper()];
    for (const racer of racers) await t.addToCart(racer.token);
    const raced = await Promise.all(racers.map((racer) => t.order(racer, { voucherCode: code })));
    expect(raced.map((reply) => reply.statusCode).sort()).toEqual([201, 400]);
    expect(raced.find((reply) => reply.statusCode === 400)?.json().reason).toBe('VOUCHER_LIMIT_REACHED');

    const detail = await t.request('GET', `/api/admin/vouchers/${id}`, merchandiser.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().voucher).toMatchObject({ kind: 'AMOUNT', usedCount: 2, status: 'USED_UP' });
    expect(detail.json().uses.uses).toHaveLength(2);
    expect(detail.json().uses.uses.map((use: { userId: number }) => use.userId)).toContain(first.userId);
    expect(detail.json().uses.uses[0]).toMatchObject({ discount: { amount: 3000, currency: 'KWD' } });

    // A total limit below the uses already made is refused.
    const below = await t.request('PUT', `/api/admin/vouchers/${id}`, merchandiser.token, {
      ...voucher(code, { kind: 'AMOUNT', amountOff: 3000, percent: undefined }),
      usageLimit: 1,
    });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ reason: 'VOUCHER_LIMIT_BELOW_USES', details: { used: 2 } });

    const listed = await t.request('GET', `/api/admin/vouchers?q=${code}&status=USED_UP`, merchandiser.token);
    expect(listed.json()).toMatchObject({ total: 1, vouchers: [{ id, code: code.toUpperCase() }] });
  });

  it('enforces the start date, minimum and active flag it sets, and audits what an edit changed', async () => {
    const admin = await staff(['MERCHANDISER']);
    const code = uniqueCode('later');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const { id } = (
      await t.request(
        'POST',
        '/api/admin/vouchers',
        admin.token,
        voucher(code, { percent: 20, startsAt: tomorrow }),
      )
    ).json();
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    const early = await t.order(shopper, { voucherCode: code });
    expect(early.json().reason).toBe('VOUCHER_NOT_STARTED');

    const edit = (fields: object) =>
      t.request('PUT', `/api/admin/vouchers/${id}`, admin.token, voucher(code, { percent: 20, ...fields }));
    expect((await edit({ minAmount: 25_000, reason: 'Start now, for bigger carts' })).statusCode).toBe(200);
    const [audit] = await auditOf('voucher', id);
    expect(audit).toMatchObject({ action: 'voucher.update', reason: 'Start now, for bigger carts' });
    expect(audit?.before).toEqual({ minAmount: null, startsAt: tomorrow });
    expect(audit?.after).toEqual({ minAmount: 25_000, startsAt: null });
    expect((await t.order(shopper, { voucherCode: code })).json().reason).toBe('VOUCHER_BELOW_MINIMUM');

    await edit({ isActive: false });
    expect((await t.order(shopper, { voucherCode: code })).json().reason).toBe('VOUCHER_INACTIVE');
    await edit({});
    const placed = await t.order(shopper, { voucherCode: code });
    expect(placed.statusCode).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.json().order.id));
    expect(row?.discount).toBe(2000);
  });

  it('refuses bad input and a taken code with reasons, and hides the desk from other roles', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const operations = await staff(['OPERATIONS']);
    const code = uniqueCode('taken');
    const post = (body: object, who = merchandiser) =>
      t.request('POST', '/api/admin/vouchers', who.token, body);
    expect((await post(voucher(code))).statusCode).toBe(201);
    const taken = await post(voucher(code.toLowerCase()));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().reason).toBe('VOUCHER_CODE_TAKEN');
    for (const bad of [
      voucher(uniqueCode('x'), { percent: 0 }),
      voucher(uniqueCode('x'), { percent: 101 }),
      voucher(uniqueCode('x'), { kind: 'AMOUNT', percent: undefined }),
      voucher('has space'),
      voucher(uniqueCode('x'), { startsAt: '2026-05-02T00:00:00Z', expiresAt: '2026-05-01T00:00:00Z' }),
      voucher(uniqueCode('x'), { usageLimit: -1 }),
    ]) {
      const reply = await post(bad);
      expect(reply.statusCode, JSON.stringify(bad)).toBe(400);
      expect(reply.json().code).toBe('INVALID_DATA');
    }
    expect(
      (
        await t.request('PUT', '/api/admin/vouchers/999999', merchandiser.token, voucher(uniqueCode('x')))
      ).json().reason,
    ).toBe('VOUCHER_NOT_FOUND');
    expect((await post(voucher(uniqueCode('x')), operations)).statusCode).toBe(404);
    expect((await t.request('GET', '/api/admin/vouchers', operations.token)).statusCode).toBe(404);
  });

  it('replaces the discount tiers, which the cart and checkout use at once', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const before = (await t.request('GET', '/api/shared/discount-on-amount')).json();
    expect(before.tiers).toEqual([
      { minAmount: { amount: 30_000, currency: 'KWD' }, percent: 5 },
      { minAmount: { amount: 60_000, currency: 'KWD' }, percent: 10 },
    ]);
    const set = (tiers: object[], reason?: string) =>
      t.request('PUT', '/api/admin/discount-tiers', merchandiser.token, { tiers, reason });
    const reply = await set([{ minSubtotal: 5000, percent: 7 }], 'Winter sale');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().tiers).toEqual([{ minSubtotal: { amount: 5000, currency: 'KWD' }, percent: 7 }]);
    // The cached reply is dropped as the change commits.
    expect((await t.request('GET', '/api/shared/discount-on-amount')).json().tiers).toEqual([
      { minAmount: { amount: 5000, currency: 'KWD' }, percent: 7 },
    ]);
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    const summary = (await t.request('GET', '/api/checkout/summary', shopper.token)).json();
    expect(summary.discount).toEqual({ amount: 700, currency: 'KWD' });
    const [audit] = await auditOf('discountTiers', 'store');
    expect(audit).toMatchObject({ action: 'promotions.discountTiers.set', reason: 'Winter sale' });
    expect(audit?.before).toEqual([
      { minSubtotal: 30_000, percent: 5 },
      { minSubtotal: 60_000, percent: 10 },
    ]);
    expect(
      (
        await set([
          { minSubtotal: 1000, percent: 5 },
          { minSubtotal: 1000, percent: 6 },
        ])
      ).statusCode,
    ).toBe(400);
    expect((await set([{ minSubtotal: 1000, percent: 100 }])).statusCode).toBe(400);
    expect(
      (
        await set([
          { minSubtotal: 30_000, percent: 5 },
          { minSubtotal: 60_000, percent: 10 },
        ])
      ).statusCode,
    ).toBe(200);
  });
});
