import { artistEarnings, payoutBatches, payouts } from '@seed/db/schema/earnings';
import { orderProducts } from '@seed/db/schema/orders';
import { products } from '@seed/db/schema/products';
import { auditLog } from '@seed/db/schema/staff';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../artist-portal/portal-test-kit';
import { useCheckoutApi } from '../checkout/checkout-test-api';
import type { MailMessage } from '../mail/mailer';
import { deliver, paidOrder, staffMember } from '../refunds/refund-test-kit';
import { sendSaleMails } from './artist-mail';
import { clearEarnings } from './ledger';

const DAY = 24 * 60 * 60 * 1000;
const IBAN = 'KW81CBKU0000000000001234560101';
type Line = { id: number; count: number };

describe.each(testDatabaseKinds())('the earnings ledger on %s', (kind) => {
  const t = useCheckoutApi(kind, { RETURN_WINDOW_DAYS: '14' });
  let artist: { token: string };
  let finance: { id: number; token: string };
  let palmArtwork: number;
  const palmTee = () => t.catalog.products.palmTee ?? 0;

  const rowsOf = (orderId: number) =>
    t.db.select().from(artistEarnings).where(eq(artistEarnings.orderId, orderId)).orderBy(artistEarnings.id);
  const totals = async () =>
    (await t.request('GET', '/api/artist/portal/earnings', artist.token)).json().totals as Record<
      'pending' | 'cleared' | 'paid',
      { amount: number }
    >;
  const clearAfter = (days: number) =>
    clearEarnings(t.db, { now: new Date(Date.now() + days * DAY), returnWindowDays: 14 });
  const refundLine = (orderId: number, line: Line, count = 1) =>
    t.request('POST', `/api/admin/orders/${orderId}/refunds`, finance.token, {
      destination: 'WALLET',
      restock: false,
      reason: 'Printed off-centre',
      idempotencyKey: crypto.randomUUID(),
      scope: { kind: 'LINES', lines: [{ lineId: line.id, count }] },
    });
  const createBatch = () => t.request('POST', '/api/admin/payouts/batches', finance.token, {});

  beforeAll(async () => {
    const [palm] = await t.db
      .select({ artworkId: products.artworkId })
      .from(products)
      .where(eq(products.id, palmTee()));
    palmArtwork = palm?.artworkId ?? 0;
    // The test catalogue's artist account, signed in.
    const signed = await signInAs(t.db, 'artist@example.com');
    artist = { token: signed.headers.authorization.slice('Bearer '.length) };
    finance = await staffMember(t, ['FINANCE']);
  });

  it('lets the artist set a margin within the limits: prices follow at once, in the shop too', async () => {
    const url = `/api/artist/portal/artworks/${palmArtwork}/margin`;
    const before = (await t.request('GET', `/api/products/${t.catalog.products.palmTee}`)).json();
    expect((await t.request('PUT', url, artist.token, { marginFils: 10_001 })).json().reason).toBe(
      'MARGIN_OUT_OF_RANGE',
    );
    expect((await t.request('PUT', url, artist.token, { marginFils: -5 })).statusCode).toBe(400);
    const set = await t.request('PUT', url, artist.token, { marginFils: 1500 });
    expect(set.statusCode).toBe(200);
    expect(set.json().margin).toEqual({ amount: 1500, currency: 'KWD' });
    const after = (await t.request('GET', `/api/products/${t.catalog.products.palmTee}`)).json();
    expect(after.price.amount - before.price.amount).toBe(1500);
    // Another artist's artwork is not found.
    const shopperArtist = await staffMember(t, 'ADMIN');
    const other = await t.request('PUT', url, shopperArtist.token, { marginFils: 1000 });
    expect(other.statusCode).toBe(404);
  });

  it('takes payout details with a valid IBAN only, and shows them masked', async () => {
    const bad = await t.request('PUT', '/api/artist/portal/payout-details', artist.token, {
      iban: 'KW82CBKU0000000000001234560101',
      accountName: 'Noor Ali',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toBe('IBAN_INVALID');
    const good = await t.request('PUT', '/api/artist/portal/payout-details', artist.token, {
      iban: 'kw81 cbku 0000 0000 0000 1234 5601 01',
      accountName: 'Noor Ali',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({
      ibanMasked: `KW${'*'.repeat(24)}0101`,
      accountName: 'Noor Ali',
      saleMail: false,
    });
    // Payouts of 2 KWD and more, so the small orders of these tests are paid.
    const settings = await t.request('PUT', '/api/admin/payouts/settings', finance.token, {
      marginMinFils: 0,
      marginMaxFils: 10_000,
      payoutMinimumFils: 2000,
      reason: 'Smaller payouts this month',
    });
    expect(settings.statusCode).toBe(200);
  });

  it('records the margin on each line when the order is placed; a later change never reaches it', async () => {
    const { order } = await paidOrder(t);
    const rows = await rowsOf(order.id);
    expect(rows.map((row) => [row.kind, row.state, row.count, row.amount])).toEqual([
      ['SALE', 'PENDING', 2, 3000],
      ['SALE', 'PENDING', 1, 1500],
    ]);
    await t.db.update(products).set({ artistMargin: 9000 }).where(eq(products.id, palmTee()));
    const lines = await t.db.select().from(orderProducts).where(eq(orderProducts.orderId, order.id));
    expect(lines.map((line) => line.artistMargin)).toEqual([1500, 1500]);
    await t.db.update(products).set({ artistMargin: 1500 }).where(eq(products.id, palmTee()));
    // An order not paid earns nothing.
    const shopper = await t.newShopper();
    await t.addToCart(shopper.token, 1);
    const unpaid = (await t.order(shopper)).json().order;
    expect(await rowsOf(unpaid.id)).toEqual([]);
  });

  it('clears after the return window that follows delivery, and reverses a refund before payout', async () => {
    const { order } = await paidOrder(t);
    const [teeS, teeM] = order.orderProducts as [Line, Line];
    const start = await totals();
    expect((await refundLine(order.id, teeM)).statusCode).toBe(201);
    expect((await totals()).pending.amount).toBe(start.pending.amount - 1500);
    await deliver(t, order.id);
    expect(await clearAfter(13)).toBe(0);
    expect(await clearAfter(15)).toBeGreaterThanOrEqual(3);
    const rows = await rowsOf(order.id);
    expect(rows.map((row) => [row.kind, row.state, row.amount])).toEqual([
      ['SALE', 'CLEARED', 3000],
      ['SALE', 'CLEARED', 1500],
      ['REVERSAL', 'CLEARED', -1500],
    ]);
    expect((await totals()).cleared.amount).toBe(start.cleared.amount + 3000);

    // A payout batch pays the cleared balance; the desk masks the IBAN, the bank export shows it and is audited.
    const made = await createBatch();
    expect(made.statusCode).toBe(201);
    const batch = made.json();
    expect(batch.rows).toHaveLength(1);
    expect(batch.rows[0]).toMatchObject({
      amount: { amount: 3000 },
      state: 'PENDING',
      accountName: 'Noor Ali',
    });
    expect(batch.rows[0].ibanMasked).not.toContain('CBKU');
    const csv = await t.request('GET', `/api/admin/payouts/batches/${batch.id}/bank.csv`, finance.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(IBAN);
    expect(csv.body).toContain('3.000');
    const exported = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payouts.batch.export'), eq(auditLog.recordId, String(batch.id))));
    expect(exported).toHaveLength(1);
    expect((await createBatch()).json().reason).toBe('PAYOUT_BATCH_OPEN');

    // A refund after the payout was made is a cleared debt, outside this payout.
    expect((await refundLine(order.id, teeS)).statusCode).toBe(201);
    const debt = (await rowsOf(order.id)).at(-1);
    expect(debt).toMatchObject({ kind: 'REVERSAL', state: 'CLEARED', amount: -1500, payoutId: null });

    const payoutId = batch.rows[0].id;
    const paid = await t.request('POST', `/api/admin/payouts/${payoutId}/paid`, finance.token, {
      reference: 'TRX-1001',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'PAID', reference: 'TRX-1001' });
    const again = await t.request('POST', `/api/admin/payouts/${payoutId}/paid`, finance.token, {
      reference: 'X',
    });
    expect(again.json().reason).toBe('PAYOUT_ALREADY_PAID');
    const [closed] = await t.db.select().from(payoutBatches).where(eq(payoutBatches.id, batch.id));
    expect(closed?.state).toBe('CLOSED');
    const paidAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payouts.payout.paid'), eq(auditLog.recordId, String(payoutId))));
    expect(paidAudit).toHaveLength(1);

    // The artist's statement: the sales, the refund, the total; their totals moved to paid.
    const statement = (await t.request('GET', `/api/artist/portal/payouts/${payoutId}`, artist.token)).json();
    expect(statement.sales.amount).toBe(4500);
    expect(statement.refunds.amount).toBe(-1500);
    expect(statement.total.amount).toBe(3000);
    const now = await totals();
    expect(now.paid.amount).toBe(start.paid.amount + 3000);
    expect(now.cleared.amount).toBe(-1500);

    // The debt comes off the next payout.
    expect((await createBatch()).json().reason).toBe('PAYOUT_NOTHING_DUE');
    const next = await paidOrder(t);
    await deliver(t, next.order.id);
    await clearAfter(15);
    const second = (await createBatch()).json();
    expect(second.rows[0].amount.amount).toBe(4500 - 1500);
    await t.request('POST', `/api/admin/payouts/${second.rows[0].id}/paid`, finance.token, {
      reference: 'TRX-1002',
    });
  });

  it('takes back all of a cancelled order', async () => {
    const { order } = await paidOrder(t);
    const admin = await staffMember(t, 'ADMIN');
    const cancelled = await t.request('PATCH', `/api/admin/orders/${order.id}/status`, admin.token, {
      status: 'CANCELLED',
      note: 'Customer asked',
    });
    expect(cancelled.statusCode).toBe(200);
    const rows = await rowsOf(order.id);
    expect(rows.filter((row) => row.kind === 'REVERSAL')).toHaveLength(2);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
  });

  it('makes one batch of ten creations at once', async () => {
    const { order } = await paidOrder(t);
    await deliver(t, order.id);
    await clearAfter(15);
    const replies = await Promise.all(Array.from({ length: 10 }, () => createBatch()));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const open = await t.db.select().from(payoutBatches).where(eq(payoutBatches.state, 'OPEN'));
    expect(open).toHaveLength(1);
    const inBatch = await t.db
      .select()
      .from(payouts)
      .where(eq(payouts.batchId, open[0]?.id ?? 0));
    expect(inBatch).toHaveLength(1);
    expect(inBatch[0]?.amount).toBe(4500);
  });

  it('keeps the desk to finance and ADMIN, and checks the settings', async () => {
    const operations = await staffMember(t, ['OPERATIONS']);
    expect((await t.request('GET', '/api/admin/payouts', operations.token)).statusCode).toBe(404);
    expect((await t.request('POST', '/api/admin/payouts/batches', operations.token, {})).statusCode).toBe(
      404,
    );
    expect((await t.request('GET', '/api/admin/payouts', artist.token)).statusCode).toBe(404);
    expect((await t.request('GET', '/api/admin/payouts')).statusCode).toBe(401);
    const overview = await t.request('GET', '/api/admin/payouts', finance.token);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().batches.length).toBeGreaterThanOrEqual(3);
    const inverted = await t.request('PUT', '/api/admin/payouts/settings', finance.token, {
      marginMinFils: 5000,
      marginMaxFils: 1000,
      payoutMinimumFils: 0,
      reason: 'Oops',
    });
    expect(inverted.statusCode).toBe(400);
    const saved = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payouts.settings.set'));
    expect(saved).toHaveLength(1);
  });

  it('mails the artist their sales once a day only once they turn it on', async () => {
    const sent: MailMessage[] = [];
    const deps = {
      db: t.db,
      mailer: { send: async (mail: MailMessage) => void sent.push(mail) },
      publicUrl: 'http://store.test',
    };
    await paidOrder(t);
    expect(await sendSaleMails(deps, new Date())).toBe(0);
    const on = await t.request('PUT', '/api/artist/portal/sale-mail', artist.token, { enabled: true });
    expect(on.json().saleMail).toBe(true);
    await paidOrder(t);
    expect(await sendSaleMails(deps, new Date(Date.now() + 1000))).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('artist@example.com');
    expect(sent[0]?.text).toContain('3');
    expect(await sendSaleMails(deps, new Date(Date.now() + 2000))).toBe(0);
  });
});
