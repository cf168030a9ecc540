import { orders } from '@seed/db/schema/orders';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { vouchers } from '@seed/db/schema/wallet';
import { testDatabaseKinds } from '@seed/db/test-database';
import type { StaffRole } from '@seed/domain/staff-permissions';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payOnTestGateway, useCheckoutApi } from '../checkout/checkout-test-api';

describe.each(testDatabaseKinds())('the orders desk on %s', (kind) => {
  const t = useCheckoutApi(kind);
  type Shopper = Awaited<ReturnType<typeof t.newShopper>>;

  async function staff(role: StaffRole) {
    const member = await t.newShopper();
    await t.db.insert(staffRoles).values({ userId: member.userId, role });
    return member;
  }

  /** An order paid at the test gateway, as a browser pays it. */
  async function paidOrder(shopper: Shopper, extra: object = {}) {
    await t.addToCart(shopper.token);
    const { order, paymentUrl } = (await t.order(shopper, extra)).json();
    const { callbackPath } = await payOnTestGateway(t, paymentUrl);
    await t.request('GET', callbackPath);
    return order.id as number;
  }

  const auditOf = (orderId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, String(orderId))))
      .orderBy(desc(auditLog.id));

  let ops: Shopper;
  let designer: Shopper;
  let arabic: Shopper;
  let english: Shopper;
  let paidId: number;
  let giftId: number;
  beforeAll(async () => {
    ops = await staff('OPERATIONS');
    designer = await staff('DESIGNER');
    arabic = await t.newShopper({ locale: 'ar' });
    english = await t.newShopper({ locale: 'en' });
    await t.db
      .update(users)
      .set({ firstName: 'سارة', lastName: 'العلي', phone: '+96599887766' })
      .where(eq(users.id, arabic.userId));
    await t.db
      .update(users)
      .set({ firstName: '=cmd|calc', lastName: 'Smith' })
      .where(eq(users.id, english.userId));
    paidId = await paidOrder(arabic);
    giftId = await paidOrder(english, { isGift: true });
  }, 180_000);

  it('finds orders by id, e-mail, phone and name, and filters by status, payment, country, dates and gift', async () => {
    const list = async (query: string) => {
      const reply = await t.request('GET', `/api/admin/orders?${query}`, ops.token);
      expect(reply.statusCode).toBe(200);
      return reply.json().orders.map((order: { id: number }) => order.id) as number[];
    };
    expect(await list(`q=%23${paidId}`)).toEqual([paidId]);
    expect(await list(`q=${encodeURIComponent(arabic.email.toUpperCase())}`)).toEqual([paidId]);
    expect(await list('q=99887766')).toEqual([paidId]);
    expect(await list(`q=${encodeURIComponent('سارة العلي')}`)).toContain(paidId);
    expect(await list('q=100%25_')).toEqual([]);
    expect(await list(`q=${encodeURIComponent(english.email)}&gift=true`)).toEqual([giftId]);
    expect(await list(`q=${encodeURIComponent(english.email)}&gift=false`)).toEqual([]);
    const both = `q=buyer-&status=PAID,SHIPPED&limit=100`;
    expect(await list(both)).toEqual(expect.arrayContaining([paidId, giftId]));
    expect(await list('q=buyer-&status=SHIPPED&status=PAID')).toContain(paidId);
    expect(await list('q=buyer-&status=CANCELLED,DELIVERED')).not.toContain(paidId);
    expect((await t.request('GET', '/api/admin/orders?status=LOST', ops.token)).statusCode).toBe(400);
    expect(await list(`q=%23${paidId}&payment=2`)).toEqual([paidId]);
    expect(await list(`q=%23${paidId}&payment=WALLET`)).toEqual([]);
    expect(await list(`q=%23${paidId}&country=KW`)).toEqual([paidId]);
    expect(await list(`q=%23${paidId}&country=SA`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list(`q=%23${paidId}&from=2020-01-01&to=2020-12-31`)).toEqual([]);
    expect(await list(`q=%23${paidId}&from=2020-01-01&to=${today}`)).toEqual([paidId]);

    const row = (await t.request('GET', `/api/admin/orders?q=%23${paidId}`, ops.token)).json().orders[0];
    expect(row).toMatchObject({
      id: paidId,
      status: 'PAID',
      email: arabic.email,
      customerName: 'Sara Ali',
      phone: '+96555551234',
      country: 'KW',
      isGift: false,
      paymentMethod: '2',
    });
  });

  it('sorts by creation, total and status, either way, and pages', async () => {
    const ids = async (query: string) =>
      (await t.request('GET', `/api/admin/orders?q=buyer-&${query}`, ops.token))
        .json()
        .orders.map((order: { id: number }) => order.id) as number[];
    const newest = await ids('limit=100');
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    expect(await ids('sort=created&dir=asc&limit=100')).toEqual([...newest].reverse());
    const page = (await t.request('GET', '/api/admin/orders?q=buyer-&limit=1&offset=1', ops.token)).json();
    expect(page).toMatchObject({
      orders: [{ id: newest[1] }],
      hasMore: newest.length > 2,
      limit: 1,
      offset: 1,
      total: newest.length,
    });
    await t.db.update(orders).set({ deliveryPrice: 9_000 }).where(eq(orders.id, paidId));
    expect((await ids('sort=total&dir=desc&limit=100'))[0]).toBe(paidId);
    expect((await t.request('GET', '/api/admin/orders?sort=price', ops.token)).statusCode).toBe(400);
  });

  it('exports the filtered orders as CSV with a byte-order mark, Arabic intact and formulas defused', async () => {
    const reply = await t.request('GET', '/api/admin/orders.csv?q=buyer-&status=PAID&locale=ar', ops.token);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = reply.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^الطلب,تاريخ الطلب \(UTC\),الحالة,العميل,/);
    const arabicLine = lines.find((line) => line.startsWith(`${paidId},`));
    expect(arabicLine).toContain(',PAID,Sara Ali,');
    expect(arabicLine).toContain(',KWD,');
    const englishLine = lines.find((line) => line.startsWith(`${giftId},`));
    expect(englishLine).toContain(`,${english.email},'+96555551234,KW,`);
    expect(englishLine?.endsWith(',نعم')).toBe(true);
    // The account's name only shows when the address has none; a formula there must be defused too.
    await t.db.update(orders).set({ address: null }).where(eq(orders.id, giftId));
    const again = (await t.request('GET', `/api/admin/orders.csv?q=%23${giftId}&locale=en`, ops.token)).body;
    expect(again).toContain(`${giftId},`);
    expect(again).toContain(",'=cmd|calc Smith,");
    expect(again.split('\r\n')[0]).toBe(
      '\uFEFFOrder,Placed at (UTC),Status,Customer,E-mail,Phone,Country,City,Items,Currency,Subtotal,Discount,Delivery,Wallet,Total,Paid at gateway,Payment method,Gift',
    );
  });

  it('shows an order with its lines, customer, payments with gateway ids, voucher, wallet and history', async () => {
    const reply = await t.request('GET', `/api/admin/orders/${paidId}`, ops.token);
    expect(reply.statusCode).toBe(200);
    const { order } = reply.json();
    expect(order).toMatchObject({
      id: paidId,
      status: 'PAID',
      customer: {
        id: arabic.userId,
        email: arabic.email,
        firstName: 'سارة',
        phone: '+96599887766',
        locale: 'ar',
      },
      address: { country: 'KW', phone: '+96555551234' },
      voucher: null,
      paymentWalletAmount: { amount: 0, currency: 'KWD' },
      isGift: false,
      paymentMethod: '2',
      nextStatuses: ['IN_PRODUCTION', 'CANCELLED', 'REFUNDED'],
      shipments: [],
      staffNotes: [],
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        count: 1,
        printPosition: 'FRONT',
        size: expect.any(String),
        printFiles: [{ label: 'PRINT', url: `/api/admin/production/lines/${order.lines[0].id}/print-file` }],
      }),
    ]);
    expect(order.lines[0].techniques.length).toBeGreaterThan(0);
    expect(order.payments).toEqual([
      expect.objectContaining({
        gateway: 'test',
        status: 'PAID',
        invoiceId: expect.any(String),
        paymentId: expect.stringMatching(/^test-/),
      }),
    ]);
    expect(order.statusHistory.map((row: { toStatus: string }) => row.toStatus)).toEqual([
      'PENDING_PAYMENT',
      'PAID',
    ]);
    expect(order.statusHistory[0].actor).toMatchObject({ id: arabic.userId });
    expect(order.statusHistory[1].actor).toBeNull();
    expect((await t.request('GET', '/api/admin/orders/999999', ops.token)).json()).toMatchObject({
      statusCode: 404,
      reason: 'ORDER_NOT_FOUND',
    });
  });

  it('ships with a carrier and tracking number, e-mails the shopper in their language, and audits each move', async () => {
    const move = (id: number, body: object) =>
      t.request('PATCH', `/api/admin/orders/${id}/status`, ops.token, body);
    expect((await move(paidId, { status: 'IN_PRODUCTION', note: 'printing today' })).statusCode).toBe(200);
    expect((await move(paidId, { status: 'SHIPPED' })).json()).toMatchObject({
      statusCode: 400,
      reason: 'ORDER_SHIP_NEEDS_TRACKING',
    });
    expect(
      (await move(paidId, { status: 'SHIPPED', carrier: 'ARAMEX', trackingNumber: '<b>' })).statusCode,
    ).toBe(400);
    const shipped = await move(paidId, {
      status: 'SHIPPED',
      carrier: 'ARAMEX',
      trackingNumber: 'AR-123 456',
    });
    expect(shipped.json()).toEqual({ id: paidId, status: 'SHIPPED' });

    const mail = (await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(arabic.email)}`)).json();
    const sent = mail.messages.find(
      (m: { subject: string }) => m.subject === `طلبك رقم ${paidId} في الطريق إليك`,
    );
    expect(sent.text).toContain('أرامكس');
    expect(sent.text).toContain('https://www.aramex.com/track/results?ShipmentNumber=AR-123%20456');
    expect(sent.html).toContain('dir="rtl"');

    expect((await move(paidId, { status: 'DELIVERED' })).statusCode).toBe(200);
    const { order } = (await t.request('GET', `/api/admin/orders/${paidId}`, ops.token)).json();
    expect(order.shipments).toEqual([
      expect.objectContaining({
        carrier: 'ARAMEX',
        trackingNumber: 'AR-123 456',
        trackingUrl: 'https://www.aramex.com/track/results?ShipmentNumber=AR-123%20456',
        staff: expect.objectContaining({ id: ops.userId }),
      }),
    ]);
    expect(order.statusHistory.slice(2)).toEqual([
      expect.objectContaining({
        toStatus: 'IN_PRODUCTION',
        note: 'printing today',
        actor: expect.objectContaining({ id: ops.userId }),
      }),
      expect.objectContaining({ toStatus: 'SHIPPED', note: null }),
      expect.objectContaining({ toStatus: 'DELIVERED' }),
    ]);
    expect(order.nextStatuses).toEqual(['REFUNDED']);
    const audit = await auditOf(paidId);
    expect(audit.map((row) => [row.action, row.before, row.after, row.reason, row.staffId])).toEqual([
      ['order.status.set', { status: 'SHIPPED' }, { status: 'DELIVERED' }, null, ops.userId],
      [
        'order.status.set',
        { status: 'IN_PRODUCTION' },
        { status: 'SHIPPED', carrier: 'ARAMEX', trackingNumber: 'AR-123 456' },
        null,
        ops.userId,
      ],
      ['order.status.set', { status: 'PAID' }, { status: 'IN_PRODUCTION' }, 'printing today', ops.userId],
    ]);
    expect(audit[0]?.requestId).toEqual(expect.any(String));
  });

  it('writes an English shopper in English, with the number alone for a carrier without tracking page', async () => {
    const shopper = await t.newShopper({ locale: 'en' });
    const orderId = await paidOrder(shopper);
    const move = (body: object) => t.request('PATCH', `/api/admin/orders/${orderId}/status`, ops.token, body);
    expect((await move({ status: 'IN_PRODUCTION' })).statusCode).toBe(200);
    expect((await move({ status: 'SHIPPED', carrier: 'OTHER', trackingNumber: 'HAND-42' })).statusCode).toBe(
      200,
    );
    const mail = (await t.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(shopper.email)}`)).json();
    const sent = mail.messages.find(
      (m: { subject: string }) => m.subject === `Your order #${orderId} is on its way`,
    );
    expect(sent.text).toContain('Carrier: Other carrier. Tracking number: \u2066HAND-42\u2069.');
    expect(sent.text).not.toContain('http');
    expect(sent.html).toContain('dir="ltr"');
  });

  it('cancels only with a reason, giving the stock back, and keeps refused moves out of the log', async () => {
    const shopper = await t.newShopper({ locale: 'en' });
    const orderId = await paidOrder(shopper);
    const stock = await t.stock(t.extras.variants.teeWhiteS);
    const move = (body: object) => t.request('PATCH', `/api/admin/orders/${orderId}/status`, ops.token, body);
    expect((await move({ status: 'CANCELLED', note: '  ' })).json()).toMatchObject({
      statusCode: 400,
      reason: 'ORDER_CANCEL_NEEDS_REASON',
    });
    expect((await move({ status: 'DELIVERED' })).json()).toMatchObject({ reason: 'ORDER_MOVE_NOT_ALLOWED' });
    expect(await auditOf(orderId)).toEqual([]);
    expect((await move({ status: 'CANCELLED', note: 'Out of ink for this colour' })).statusCode).toBe(200);
    expect(await t.stock(t.extras.variants.teeWhiteS)).toBe(stock + 1);
    const [row] = await auditOf(orderId);
    expect(row).toMatchObject({
      action: 'order.status.set',
      reason: 'Out of ink for this colour',
      after: { status: 'CANCELLED' },
    });
  });

  it('keeps staff notes with who and when, audited', async () => {
    const note = (token: string, text: string) =>
      t.request('POST', `/api/admin/orders/${giftId}/notes`, token, { text });
    expect((await note(ops.token, '   ')).statusCode).toBe(400);
    const added = await note(ops.token, ' اتصلت بالعميل لتأكيد العنوان ');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ text: 'اتصلت بالعميل لتأكيد العنوان' });
    const { order } = (await t.request('GET', `/api/admin/orders/${giftId}`, ops.token)).json();
    expect(order.staffNotes).toEqual([
      expect.objectContaining({
        text: 'اتصلت بالعميل لتأكيد العنوان',
        staff: expect.objectContaining({ id: ops.userId }),
      }),
    ]);
    const [row] = await auditOf(giftId);
    expect(row).toMatchObject({
      action: 'order.note.add',
      staffId: ops.userId,
      after: { text: 'اتصلت بالعميل لتأكيد العنوان' },
    });
    expect(
      (await t.request('POST', '/api/admin/orders/999999/notes', ops.token, { text: 'x' })).json(),
    ).toMatchObject({
      reason: 'ORDER_NOT_FOUND',
    });
  });

  it("shows a fixed-amount voucher's amount in the order's currency, a percent voucher's percent", async () => {
    const code = `FIX${Date.now() % 1_000_000}`;
    await t.db.insert(vouchers).values({ code, percent: 0, amountOff: 1000 });
    const fixedId = await paidOrder(english, { voucherCode: code });
    const { order } = (await t.request('GET', `/api/admin/orders/${fixedId}`, ops.token)).json();
    expect(order.voucher).toEqual({ code, percent: 0, amountOff: { amount: 1000, currency: 'KWD' } });
    expect(order.discount).toMatchObject({ amount: 1000, currency: 'KWD' });

    const percentCode = `PCT${Date.now() % 1_000_000}`;
    await t.db.insert(vouchers).values({ code: percentCode, percent: 10 });
    const percentId = await paidOrder(english, { voucherCode: percentCode });
    const percentOrder = (await t.request('GET', `/api/admin/orders/${percentId}`, ops.token)).json().order;
    expect(percentOrder.voucher).toEqual({ code: percentCode, percent: 10, amountOff: null });
  });

  it('hides the desk from staff without the orders permission and from shoppers', async () => {
    for (const who of [designer, arabic]) {
      for (const [method, url, body] of [
        ['GET', '/api/admin/orders'],
        ['GET', '/api/admin/orders.csv'],
        ['GET', `/api/admin/orders/${paidId}`],
        ['PATCH', `/api/admin/orders/${giftId}/status`, { status: 'CANCELLED', note: 'no' }],
        ['POST', `/api/admin/orders/${giftId}/notes`, { text: 'no' }],
      ] as const) {
        const reply = await t.request(method, url, who.token, body);
        expect(reply.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await t.request('GET', '/api/admin/orders')).statusCode).toBe(401);
    expect(await auditOf(giftId)).toHaveLength(1);
  });
});
