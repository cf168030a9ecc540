import { orderStatusHistory } from '@seed/db/schema/orders';
import { refunds } from '@seed/db/schema/refunds';
import { auditLog } from '@seed/db/schema/staff';
import { stockMovements } from '@seed/db/schema/stock-movements';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useCheckoutApi } from '../checkout/checkout-test-api';
import { multipart } from '../media/test-app';
import { deliver, paidOrder, staffMember } from '../refunds/refund-test-kit';

describe.each(testDatabaseKinds())('returns on %s', (kind) => {
  const t = useCheckoutApi(kind, { RETURN_WINDOW_DAYS: '14' });

  const deliveredOrder = async () => {
    const bought = await paidOrder(t, { locale: 'en' });
    await deliver(t, bought.order.id);
    return bought;
  };
  const ask = (token: string, orderId: number, body: object) =>
    t.request('POST', `/api/users/my/order/${orderId}/returns`, token, { reason: 'WRONG_SIZE', ...body });

  it('lets the shopper return delivered lines once, and shows the window and what is left', async () => {
    const { shopper, order } = await deliveredOrder();
    const [first, second] = order.orderProducts;
    const made = await ask(shopper.token, order.id, {
      lines: [{ lineId: first.id, count: 1 }],
      details: 'Too small',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().return).toMatchObject({
      state: 'REQUESTED',
      reason: 'WRONG_SIZE',
      details: 'Too small',
      lines: [{ lineId: first.id, count: 1, nameEn: first.nameEn }],
      photos: [],
    });
    const again = await ask(shopper.token, order.id, { lines: [{ lineId: first.id, count: 1 }] });
    expect(again.json()).toMatchObject({ statusCode: 409, reason: 'RETURN_LINE_ALREADY_OPEN' });
    const tooMany = await ask(shopper.token, order.id, { lines: [{ lineId: second.id, count: 5 }] });
    expect(tooMany.json()).toMatchObject({ reason: 'REFUND_LINE_COUNT_EXCEEDED' });
    const seen = (await t.request('GET', `/api/users/my/order/${order.id}/returns`, shopper.token)).json();
    expect(seen.window.open).toBe(true);
    expect(seen.returns).toHaveLength(1);
    expect(seen.lines).toEqual(
      expect.arrayContaining([
        { id: first.id, returnableCount: 0 },
        { id: second.id, returnableCount: 1 },
      ]),
    );
    const other = await t.newShopper();
    expect((await t.request('GET', `/api/users/my/order/${order.id}/returns`, other.token)).statusCode).toBe(
      404,
    );
    expect((await ask(other.token, order.id, { lines: [{ lineId: first.id, count: 1 }] })).statusCode).toBe(
      404,
    );
  });

  it('keeps the photos the shopper uploaded with the return, and shows them to staff', async () => {
    const { shopper, order } = await deliveredOrder();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const form = await multipart('file', png, 'torn.png');
    const uploaded = await t.api.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${shopper.token}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const made = await ask(shopper.token, order.id, {
      lines: [{ lineId: order.orderProducts[0].id, count: 1 }],
      reason: 'DAMAGED',
      photoIds: [uploaded.json().id],
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().return.photos).toMatchObject([
      { id: uploaded.json().id, url: { small: expect.stringContaining('/media/') } },
    ]);
    const operations = await staffMember(t, ['OPERATIONS']);
    const seen = await t.request('GET', `/api/admin/returns/${made.json().return.id}`, operations.token);
    expect(seen.json().return.photos).toHaveLength(1);
  });

  it('refuses a return before delivery, after the window, and with photos that are not yours', async () => {
    const { shopper, order } = await paidOrder(t);
    const line = order.orderProducts[0];
    const early = await ask(shopper.token, order.id, { lines: [{ lineId: line.id, count: 1 }] });
    expect(early.json()).toMatchObject({ statusCode: 409, reason: 'RETURN_ORDER_NOT_DELIVERED' });
    await deliver(t, order.id);
    const photo = await ask(shopper.token, order.id, {
      lines: [{ lineId: line.id, count: 1 }],
      photoIds: [999_999],
    });
    expect(photo.json()).toMatchObject({ statusCode: 400, reason: 'RETURN_PHOTO_UNKNOWN' });
    await t.db
      .update(orderStatusHistory)
      .set({ createdAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) })
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'DELIVERED')));
    const late = await ask(shopper.token, order.id, { lines: [{ lineId: line.id, count: 1 }] });
    expect(late.json()).toMatchObject({
      statusCode: 409,
      reason: 'RETURN_WINDOW_CLOSED',
      details: { days: 14 },
    });
  });

  it('lets operations accept a return: its lines are refunded in the same step, with audit rows', async () => {
    const { shopper, order } = await deliveredOrder();
    const line = order.orderProducts[1];
    const made = (await ask(shopper.token, order.id, { lines: [{ lineId: line.id, count: 1 }] })).json()
      .return;
    const operations = await staffMember(t, ['OPERATIONS']);
    const finance = await staffMember(t, ['FINANCE']);
    expect((await t.request('GET', '/api/admin/returns', finance.token)).statusCode).toBe(404);
    expect((await t.request('GET', '/api/admin/returns', shopper.token)).statusCode).toBe(404);

    const list = (
      await t.request('GET', '/api/admin/returns?state=REQUESTED&limit=100', operations.token)
    ).json();
    expect(list.returns.map((r: { id: number }) => r.id)).toContain(made.id);
    expect(list.total).toBe(list.returns.length);
    const detail = (await t.request('GET', `/api/admin/returns/${made.id}`, operations.token)).json();
    expect(detail.return).toMatchObject({ id: made.id, customer: { id: shopper.userId } });

    const accepted = await t.request('POST', `/api/admin/returns/${made.id}/decision`, operations.token, {
      decision: 'ACCEPT',
      destination: 'WALLET',
      restock: true,
      note: 'Sorry about the size',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().return).toMatchObject({ state: 'REFUNDED', decisionNote: 'Sorry about the size' });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({
      id: accepted.json().return.refundId,
      idempotencyKey: `return-${made.id}`,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.staffId, operations.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['order.refund.create', 'return.decision.accept']);
    // The units came back through the return: their stock movements say so, with the order.
    const restocked = await t.db
      .select({ reason: stockMovements.reason, staffId: stockMovements.staffId })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.delta, 1)));
    expect(restocked).toEqual([{ reason: 'RETURN_RESTOCK', staffId: operations.id }]);

    const twice = await t.request('POST', `/api/admin/returns/${made.id}/decision`, operations.token, {
      decision: 'REFUSE',
      note: 'No',
    });
    expect(twice.json()).toMatchObject({ statusCode: 409, reason: 'RETURN_ALREADY_DECIDED' });
    expect((await t.request('GET', '/api/admin/returns/999999', operations.token)).json()).toMatchObject({
      reason: 'RETURN_NOT_FOUND',
    });
  });

  it('refuses a return with a note the shopper receives by e-mail', async () => {
    const { shopper, order } = await deliveredOrder();
    const line = order.orderProducts[0];
    const made = (await ask(shopper.token, order.id, { lines: [{ lineId: line.id, count: 2 }] })).json()
      .return;
    const operations = await staffMember(t, ['OPERATIONS']);
    const noNote = await t.request('POST', `/api/admin/returns/${made.id}/decision`, operations.token, {
      decision: 'REFUSE',
      note: ' ',
    });
    expect(noNote.statusCode).toBe(400);
    const refused = await t.request('POST', `/api/admin/returns/${made.id}/decision`, operations.token, {
      decision: 'REFUSE',
      note: 'The tees were worn',
    });
    expect(refused.json().return).toMatchObject({ state: 'REFUSED', refundId: null });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'return'), eq(auditLog.recordId, String(made.id))));
    expect(audit).toMatchObject({ action: 'return.decision.refuse', reason: 'The tees were worn' });
    const mail = (await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(shopper.email)}`)).json();
    const notice = mail.messages.find(
      (m: { subject: string }) => m.subject === `Your return for order #${order.id}`,
    );
    expect(notice.text).toContain('The tees were worn');
    // A refused return frees its line for another request.
    expect((await ask(shopper.token, order.id, { lines: [{ lineId: line.id, count: 1 }] })).statusCode).toBe(
      201,
    );
  });
});
