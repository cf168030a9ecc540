import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { giftCards } from '@seed/db/schema/wallet';
import { testDatabaseKinds } from '@seed/db/test-database';
import type { StaffRole } from '@seed/domain/staff-permissions';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApi, type TestApi } from '../../test/api';

describe.each(testDatabaseKinds())('the gift cards of the promotions desk on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  }, 180_000);
  afterAll(async () => api?.close());
  let people = 0;

  async function person(roles: StaffRole[] = [], firstName = 'Mona') {
    const [row] = await api.db
      .insert(users)
      .values({ email: `gift-${++people}@example.com`, firstName, lastName: 'Saleh' })
      .returning({ id: users.id, email: users.email });
    if (!row) throw new Error('no user inserted');
    if (roles.length > 0)
      await api.db.insert(staffRoles).values(roles.map((role) => ({ userId: row.id, role })));
    return { ...row, token: await createSession(api.db, row.id) };
  }
  const call = (method: 'GET' | 'POST', url: string, who: { token: string }, payload?: object) =>
    api.app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload ? { payload } : {}),
    });
  const auditOf = (recordType: string, recordId: number) =>
    api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))))
      .orderBy(desc(auditLog.id));

  it('issues a batch of 10, gives its codes once per audited download, and shows who redeemed one', async () => {
    const merchandiser = await person(['MERCHANDISER']);
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const issued = await call('POST', 'admin/gift-card-batches', merchandiser, {
      amount: 2500,
      currency: 'KWD',
      quantity: 10,
      expiresAt,
      note: 'Eid gifts',
    });
    expect(issued.statusCode).toBe(201);
    const { id } = issued.json();
    expect(issued.body).not.toMatch(/GC-/);
    const [issueAudit] = await auditOf('giftCardBatch', id);
    expect(issueAudit).toMatchObject({ action: 'giftCards.batch.issue', staffId: merchandiser.id });
    expect(JSON.stringify(issueAudit?.after)).not.toMatch(/GC-/);

    const csv = await call('GET', `admin/gift-card-batches/${id}/codes.csv`, merchandiser);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="gift-cards-${id}.csv"`);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('code,amount,currency,expiresAt,status');
    expect(lines).toHaveLength(11);
    const codes = lines.slice(1).map((line) => line.split(',')[0] ?? '');
    expect(new Set(codes).size).toBe(10);
    expect(lines[1]).toMatch(/^GC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4},2\.500,KWD,.+,ACTIVE$/);
    const [download] = await auditOf('giftCardBatch', id);
    expect(download).toMatchObject({ action: 'giftCards.codes.download', after: { cards: 10 } });

    const shopper = await person([], 'Huda');
    const redeemed = await call('POST', 'gift-cards/redeem', shopper, { code: codes[3]?.toLowerCase() });
    expect(redeemed.statusCode, redeemed.body).toBe(200);

    const list = await call('GET', `admin/gift-cards?batchId=${id}&status=REDEEMED`, merchandiser);
    expect(list.json()).toMatchObject({
      total: 1,
      giftCards: [
        {
          codeEnd: codes[3]?.slice(-4),
          amount: { amount: 2500, currency: 'KWD' },
          status: 'REDEEMED',
          redeemedBy: { id: shopper.id, name: 'Huda Saleh', email: shopper.email },
        },
      ],
    });
    expect(list.body).not.toContain(codes[3]);
    const byEnd = await call('GET', `admin/gift-cards?q=${codes[5]?.slice(-4)}`, merchandiser);
    expect(byEnd.json().giftCards.map((card: { codeEnd: string }) => card.codeEnd)).toContain(
      codes[5]?.slice(-4),
    );
    const batch = await call('GET', `admin/gift-card-batches/${id}`, merchandiser);
    expect(batch.json().batch).toMatchObject({
      quantity: 10,
      redeemed: 1,
      note: 'Eid gifts',
      issuedBy: 'Mona Saleh',
    });
    const batches = await call('GET', 'admin/gift-card-batches', merchandiser);
    expect(batches.json().batches[0]).toMatchObject({ id, amount: { amount: 2500, currency: 'KWD' } });
  });

  it('deactivates a card, which then cannot be redeemed; a redeemed card cannot be deactivated', async () => {
    const merchandiser = await person(['MERCHANDISER']);
    const { id: batchId } = (
      await call('POST', 'admin/gift-card-batches', merchandiser, {
        amount: 10,
        currency: 'USD',
        quantity: 2,
      })
    ).json();
    const cards = await api.db.select().from(giftCards).where(eq(giftCards.batchId, batchId));
    const [first, second] = cards;
    if (!first || !second) throw new Error('cards not issued');
    const deactivate = (cardId: number, reason = 'Lost in the post') =>
      call('POST', `admin/gift-cards/${cardId}/deactivate`, merchandiser, { reason });
    expect((await deactivate(first.id)).json()).toEqual({ id: first.id, status: 'DEACTIVATED' });
    const [audit] = await auditOf('giftCard', first.id);
    expect(audit).toMatchObject({ action: 'giftCard.deactivate', reason: 'Lost in the post' });

    const shopper = await person();
    const refused = await call('POST', 'gift-cards/redeem', shopper, { code: first.code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('GIFT_CARD_DEACTIVATED');

    expect((await call('POST', 'gift-cards/redeem', shopper, { code: second.code })).statusCode).toBe(200);
    const late = await deactivate(second.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe('GIFT_CARD_ALREADY_REDEEMED');
    expect((await deactivate(999_999)).json().reason).toBe('GIFT_CARD_NOT_FOUND');
    expect(
      (await call('POST', `admin/gift-cards/${second.id}/deactivate`, merchandiser, {})).statusCode,
    ).toBe(400);
  });

  it('refuses bad batches and hides the desk, codes included, from other roles', async () => {
    const merchandiser = await person(['MERCHANDISER']);
    const finance = await person(['FINANCE']);
    for (const bad of [
      { amount: 0, currency: 'KWD', quantity: 1 },
      { amount: 1000, currency: 'EUR', quantity: 1 },
      { amount: 1000, currency: 'KWD', quantity: 501 },
      { amount: 1000, currency: 'KWD', quantity: 1, expiresAt: '2020-01-01T00:00:00Z' },
    ]) {
      const reply = await call('POST', 'admin/gift-card-batches', merchandiser, bad);
      expect(reply.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('GET', 'admin/gift-card-batches/999999/codes.csv', merchandiser)).json().reason).toBe(
      'GIFT_CARD_BATCH_NOT_FOUND',
    );
    const { id } = (
      await call('POST', 'admin/gift-card-batches', merchandiser, {
        amount: 1000,
        currency: 'KWD',
        quantity: 1,
      })
    ).json();
    expect((await call('GET', `admin/gift-card-batches/${id}/codes.csv`, finance)).statusCode).toBe(404);
    expect((await call('GET', 'admin/gift-cards', finance)).statusCode).toBe(404);
  });
});
