import { randomUUID } from 'node:crypto';
import { orders } from '@seed/db/schema/orders';
import { refundLines, refunds } from '@seed/db/schema/refunds';
import { auditLog } from '@seed/db/schema/staff';
import { walletLedger } from '@seed/db/schema/wallet';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_REFUND_DECLINE } from '../../adapters/payments/test-gateway';
import { useCheckoutApi } from '../checkout/checkout-test-api';
import { paidOrder, staffMember } from './refund-test-kit';

type Line = { id: number; count: number; unitPrice: { amount: number } };
type Order = { subtotal: { amount: number }; discount: { amount: number } };

// What `count` items of the line were paid: their price less their share of the order's discount.
const paidFor = (order: Order, line: Line, count: number) => {
  const gross = line.unitPrice.amount * count;
  return Math.round(gross - (gross * order.discount.amount) / order.subtotal.amount);
};

describe.each(testDatabaseKinds())('refunds on %s', (kind) => {
  const t = useCheckoutApi(kind);
  const refund = (token: string, orderId: number, body: object) =>
    t.request('POST', `/api/admin/orders/${orderId}/refunds`, token, {
      destination: 'WALLET',
      restock: false,
      reason: 'Printed off-centre',
      idempotencyKey: randomUUID(),
      ...body,
    });
  const auditRows = (orderId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, String(orderId))));

  it('is for staff holding the refunds permission only', async () => {
    const { shopper, order } = await paidOrder(t);
    const operations = await staffMember(t, ['OPERATIONS']);
    const finance = await staffMember(t, ['FINANCE']);
    for (const token of [shopper.token, operations.token]) {
      expect((await refund(token, order.id, { scope: { kind: 'ORDER' } })).statusCode).toBe(404);
      expect((await t.request('GET', `/api/admin/orders/${order.id}/refunds`, token)).statusCode).toBe(404);
    }
    expect((await t.request('GET', `/api/admin/orders/${order.id}/refunds`, finance.token)).statusCode).toBe(
      200,
    );
    expect((await t.request('GET', `/api/admin/orders/${order.id}/refunds`)).statusCode).toBe(401);
  });

  it('refunds one line to the wallet: a ledger row, an audit row, an e-mail, and the line counted', async () => {
    const { shopper, order } = await paidOrder(t, { locale: 'en' });
    const finance = await staffMember(t, ['FINANCE']);
    const line = order.orderProducts[1] as Line;
    const value = paidFor(order, line, 1);
    const made = await refund(finance.token, order.id, {
      scope: { kind: 'LINES', lines: [{ lineId: line.id, count: 1 }] },
    });
    expect(made.statusCode).toBe(201);
    const { refund: row, created } = made.json();
    expect(created).toBe(true);
    expect(row).toMatchObject({
      amount: { amount: value, currency: 'KWD' },
      toWallet: { amount: value },
      toCard: { amount: 0 },
      destination: 'WALLET',
      state: 'COMPLETED',
      lines: [{ lineId: line.id, count: 1, restocked: false }],
      staff: { id: finance.id },
    });
    const credit = await t.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.orderId, order.id), eq(walletLedger.reason, 'REFUND')));
    expect(credit).toMatchObject([{ userId: shopper.userId, amount: value }]);
    const [audit] = await auditRows(order.id);
    expect(audit).toMatchObject({
      staffId: finance.id,
      action: 'order.refund.create',
      reason: 'Printed off-centre',
      before: { status: 'PAID', refunded: 0 },
      after: { status: 'PAID', refundId: row.id, amount: value },
    });
    const ledger = (await t.request('GET', `/api/admin/orders/${order.id}/refunds`, finance.token)).json();
    expect(ledger.refunded.amount).toBe(value);
    expect(ledger.refundable.amount).toBe(ledger.paid.amount - value);
    expect(ledger.lines.find((l: { id: number }) => l.id === line.id).refundableCount).toBe(0);
    expect(ledger.refunds).toHaveLength(1);
    const mail = (await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(shopper.email)}`)).json();
    const notice = mail.messages.find(
      (message: { subject: string }) => message.subject === `A refund for your order #${order.id}`,
    );
    expect(notice.text).toContain('is in your wallet now');
    const again = await refund(finance.token, order.id, {
      scope: { kind: 'LINES', lines: [{ lineId: line.id, count: 1 }] },
    });
    expect(again.json()).toMatchObject({ reason: 'REFUND_LINE_COUNT_EXCEEDED', details: { left: 0 } });
  });

  it('refunds a line to the card through the gateway and puts its items back in stock when asked', async () => {
    const { order } = await paidOrder(t);
    const finance = await staffMember(t, ['FINANCE']);
    const line = order.orderProducts[0] as Line;
    const before = await t.stock(t.extras.variants.teeWhiteS);
    const made = await refund(finance.token, order.id, {
      scope: { kind: 'LINES', lines: [{ lineId: line.id, count: 2 }] },
      destination: 'CARD',
      restock: true,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().refund).toMatchObject({
      toCard: { amount: paidFor(order, line, 2) },
      state: 'COMPLETED',
      gatewayRefundId: expect.stringMatching(/^test-refund-/),
      lines: [{ lineId: line.id, count: 2, restocked: true }],
    });
    expect(await t.stock(t.extras.variants.teeWhiteS)).toBe(before + 2);
  });

  it('answers a repeated key with the first refund: a double click refunds once', async () => {
    const { order } = await paidOrder(t);
    const finance = await staffMember(t, ['FINANCE']);
    const body = { scope: { kind: 'AMOUNT', amount: 500 }, idempotencyKey: randomUUID() };
    const replies = await Promise.all([
      refund(finance.token, order.id, body),
      refund(finance.token, order.id, body),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(replies.map((reply) => reply.json().refund.id)).size).toBe(1);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    expect(await auditRows(order.id)).toHaveLength(1);
  });

  it('leaves nothing behind when the gateway refuses: no refund, no stock, no audit row', async () => {
    const { order } = await paidOrder(t);
    const finance = await staffMember(t, ['FINANCE']);
    const line = order.orderProducts[0] as Line;
    const before = await t.stock(t.extras.variants.teeWhiteS);
    const refused = await refund(finance.token, order.id, {
      scope: { kind: 'LINES', lines: [{ lineId: line.id, count: 1 }] },
      destination: 'CARD',
      restock: true,
      reason: `Test the refusal (${TEST_REFUND_DECLINE})`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'REFUND_GATEWAY_REFUSED' });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    expect(await t.stock(t.extras.variants.teeWhiteS)).toBe(before);
    expect(await auditRows(order.id)).toEqual([]);
  });

  it('sends card money to the card and wallet money to the wallet, and a whole refund ends the order', async () => {
    const { shopper, order } = await paidOrder(t, { wallet: 3000 });
    expect(order.paymentWalletAmount.amount).toBe(3000);
    const finance = await staffMember(t, ['FINANCE']);
    const made = await refund(finance.token, order.id, { scope: { kind: 'ORDER' }, destination: 'CARD' });
    expect(made.statusCode).toBe(201);
    expect(made.json().refund).toMatchObject({
      amount: { amount: order.price.amount + 3000 },
      toCard: { amount: order.price.amount },
      toWallet: { amount: 3000 },
      wholeOrder: true,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('REFUNDED');
    const lines = await t.db
      .select()
      .from(refundLines)
      .where(eq(refundLines.refundId, made.json().refund.id));
    expect(lines.map((line) => line.count).sort()).toEqual([1, 2]);
    const history = (await t.request('GET', '/api/users/wallet/history', shopper.token)).json();
    expect(history.entries[0]).toMatchObject({ reason: 'REFUND', orderId: order.id });
    expect(history.entries[0].amount.amount).toBe(3000);
    const credits = await t.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, shopper.userId), eq(walletLedger.reason, 'REFUND')));
    expect(credits).toMatchObject([{ amount: 3000, orderId: order.id }]);
    const after = await refund(finance.token, order.id, { scope: { kind: 'AMOUNT', amount: 1 } });
    expect(after.json()).toMatchObject({ reason: 'REFUND_ORDER_NOT_REFUNDABLE' });
  });

  it('never refunds more than was paid when 10 refunds race', async () => {
    const { order } = await paidOrder(t);
    const finance = await staffMember(t, ['FINANCE']);
    const paid = order.price.amount;
    const share = Math.floor(paid * 0.3);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        refund(finance.token, order.id, {
          scope: { kind: 'AMOUNT', amount: share },
          destination: i % 2 ? 'CARD' : 'WALLET',
        }),
      ),
    );
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(replies.filter((reply) => reply.statusCode === 409).map((reply) => reply.json().reason)).toEqual(
      Array(7).fill('REFUND_EXCEEDS_PAID'),
    );
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBeLessThanOrEqual(paid);
  });

  it('refuses what cannot be refunded, with its reason', async () => {
    const { order } = await paidOrder(t);
    const finance = await staffMember(t, ['FINANCE']);
    const tooMuch = await refund(finance.token, order.id, {
      scope: { kind: 'AMOUNT', amount: order.price.amount + 1 },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().reason).toBe('REFUND_EXCEEDS_PAID');
    const unknown = await refund(finance.token, order.id, {
      scope: { kind: 'LINES', lines: [{ lineId: 999_999, count: 1 }] },
    });
    expect(unknown.json()).toMatchObject({ statusCode: 400, reason: 'REFUND_LINE_UNKNOWN' });
    const missing = await refund(finance.token, 999_999, { scope: { kind: 'ORDER' } });
    expect(missing.json()).toMatchObject({ statusCode: 404, reason: 'ORDER_NOT_FOUND' });
    const bad = await refund(finance.token, order.id, { scope: { kind: 'AMOUNT', amount: -5 }, reason: ' ' });
    expect(bad.statusCode).toBe(400);

    const shopper = await t.newShopper();
    await t.addToCart(shopper.token);
    const unpaid = (await t.order(shopper)).json().order;
    const early = await refund(finance.token, unpaid.id, { scope: { kind: 'ORDER' } });
    expect(early.json()).toMatchObject({ statusCode: 409, reason: 'REFUND_ORDER_NOT_REFUNDABLE' });
  });
});
