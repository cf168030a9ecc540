import { colorsToSizes } from '@seed/db/schema/inventory';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { stockMovements } from '@seed/db/schema/stock-movements';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import type { StaffRole } from '@seed/domain/staff-permissions';
import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';
import { DevMailbox } from '../mail/dev-mailbox';
import { sendLowStockMails } from './low-stock';
import { reserveStock } from './stock';
import { lowStockRecipients } from './stock-routes';

type Caller = { headers: Record<string, string> };
type Variant = { id: number; count: number };

describe.each(testDatabaseKinds())('the stock desk on %s', (kind) => {
  const t = useCatalogApi(kind);
  const db = () => t.api.db;
  let accounts = 0;

  async function staff(roles: StaffRole[], locale: 'ar' | 'en' = 'ar') {
    const email = `stock-${++accounts}@example.com`;
    const [row] = await db()
      .insert(users)
      .values({ email, locale, firstName: `Clerk${accounts}` })
      .returning();
    if (!row) throw new Error('no user inserted');
    if (roles.length > 0)
      await db()
        .insert(staffRoles)
        .values(roles.map((role) => ({ userId: row.id, role })));
    const token = await createSession(db(), row.id);
    return { id: row.id, email, headers: { authorization: `Bearer ${token}` } };
  }
  const get = (caller: Caller, path: string) =>
    t.api.app.inject({ url: `/api/${path}`, headers: caller.headers });
  const post = (caller: Caller, path: string, payload: object) =>
    t.api.app.inject({ method: 'POST', url: `/api/${path}`, headers: caller.headers, payload });
  const mailsTo = async (email: string) =>
    (await t.api.app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json().messages as {
      subject: string;
      text: string;
    }[];
  const variant = async (inventory: 'tee' | 'tote', count: number) => {
    const [row] = await db()
      .select()
      .from(colorsToSizes)
      .where(
        and(eq(colorsToSizes.inventoryId, t.catalog.inventories[inventory]), eq(colorsToSizes.count, count)),
      );
    if (!row) throw new Error(`no ${inventory} variant holds ${count}`);
    return row;
  };
  const countOf = async (id: number) =>
    (await db().select({ count: colorsToSizes.count }).from(colorsToSizes).where(eq(colorsToSizes.id, id)))[0]
      ?.count;
  const movementsOf = (id: number) =>
    db()
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.colorsToSizesId, id))
      .orderBy(asc(stockMovements.id));
  const lastAudit = async (action: string) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it('lists variants with their stock for the catalogue permission only, filtered by item and low stock', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const operations = await staff(['OPERATIONS']);
    // A desk the caller may not use is hidden, as if it were not there.
    expect((await get(operations, 'admin/stock')).statusCode).toBe(404);
    expect((await t.api.app.inject({ url: '/api/admin/stock' })).statusCode).toBe(401);

    const all = await get(merchandiser, 'admin/stock');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 4, hasMore: false });
    expect(all.json().items.map((item: { nameEn: string }) => item.nameEn)).toEqual(
      expect.arrayContaining(['Tee', 'Tote']),
    );
    const tote = await get(merchandiser, `admin/stock?inventoryId=${t.catalog.inventories.tote}`);
    expect(tote.json().variants).toEqual([
      expect.objectContaining({ itemNameEn: 'Tote', colorNameEn: 'Black', sizeLabel: 'S', low: false }),
    ]);
    const low = await get(merchandiser, 'admin/stock?low=true');
    expect(low.json().variants.map((row: { count: number }) => row.count)).toEqual([0]);
    expect((await get(merchandiser, 'admin/stock?inventoryId=abc')).statusCode).toBe(400);
  });

  it('saves only what changed in one transaction: MANUAL movements with the note, an audit row, a fresh product page', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const tee = await variant('tee', 3);
    const other = await variant('tee', 5);
    const product = `/api/products/${t.catalog.products.palmTee}`;
    await t.get(product);
    const saved = await post(merchandiser, 'admin/stock', {
      changes: [
        { id: tee.id, count: 30, cost: 1200 },
        { id: other.id, count: 5, surcharge: 0 },
      ],
      note: 'Shelf count',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ changed: 1 });
    expect(await movementsOf(tee.id)).toEqual([
      expect.objectContaining({
        delta: 27,
        countAfter: 30,
        reason: 'MANUAL',
        note: 'Shelf count',
        staffId: merchandiser.id,
      }),
    ]);
    expect(await movementsOf(other.id)).toEqual([]);
    expect(await lastAudit('stock.variants.update')).toMatchObject({
      staffId: merchandiser.id,
      before: [expect.objectContaining({ id: tee.id, count: 3, cost: 0 })],
      after: [expect.objectContaining({ id: tee.id, count: 30, cost: 1200 })],
      reason: 'Shelf count',
    });
    // The product page is cached for visitors: it shows the new count at once.
    const fresh = await t.get(product);
    expect((fresh.json().colorsToSizes as Variant[]).find((v) => v.id === tee.id)?.count).toBe(30);
  });

  it('refuses a negative count or an unknown variant and changes nothing', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const tee = await variant('tee', 5);
    const negative = await post(merchandiser, 'admin/stock', { changes: [{ id: tee.id, count: -1 }] });
    expect(negative.statusCode).toBe(400);
    const unknown = await post(merchandiser, 'admin/stock', {
      changes: [
        { id: tee.id, count: 1 },
        { id: 999_999, count: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'STOCK_VARIANT_NOT_FOUND', details: { id: 999_999 } });
    expect(await countOf(tee.id)).toBe(5);
    expect((await post(merchandiser, 'admin/stock', { changes: [] })).statusCode).toBe(400);
  });

  it('exports the stock file, dry-runs an import, refuses a file with a bad row and applies a good one', async () => {
    const merchandiser = await staff(['MERCHANDISER']);
    const exported = await get(merchandiser, 'admin/stock.csv?locale=en');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = exported.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe('variant,item,colour,size,count,threshold,cost,surcharge');
    expect(rows).toHaveLength(4);
    // The file as exported changes nothing.
    const same = await post(merchandiser, 'admin/stock/import/dry-run', { csv: exported.body });
    expect(same.json()).toEqual({ changes: [], unchanged: 4, errors: [] });

    const tote = await variant('tote', 9);
    const bad = `variant,count\r\n${tote.id},12\r\n999999,4\r\n${tote.id},2\r\n`;
    const dry = await post(merchandiser, 'admin/stock/import/dry-run', { csv: bad });
    expect(dry.json().errors).toEqual([
      { line: 3, problem: 'UNKNOWN_VARIANT' },
      { line: 4, problem: 'DUPLICATE' },
    ]);
    const refused = await post(merchandiser, 'admin/stock/import', { csv: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ reason: 'STOCK_FILE_INVALID', details: { line: 3, errors: 2 } });
    expect(await countOf(tote.id)).toBe(9);

    const good = `variant,count\r\n${tote.id},12\r\n`;
    expect((await post(merchandiser, 'admin/stock/import/dry-run', { csv: good })).json()).toMatchObject({
      changes: [{ id: tote.id, line: 2, before: 9, after: 12, itemNameEn: 'Tote' }],
      errors: [],
    });
    const applied = await post(merchandiser, 'admin/stock/import', { csv: good, note: 'Delivery 42' });
    expect(applied.json()).toEqual({ changed: 1 });
    expect(await countOf(tote.id)).toBe(12);
    expect((await movementsOf(tote.id)).at(-1)).toMatchObject({
      reason: 'IMPORT',
      delta: 3,
      note: 'Delivery 42',
    });
    expect(await lastAudit('stock.file.import')).toMatchObject({
      staffId: merchandiser.id,
      after: [{ id: tote.id, count: 12 }],
    });
    const operations = await staff(['OPERATIONS']);
    expect((await post(operations, 'admin/stock/import', { csv: good })).statusCode).toBe(404);
    expect(await countOf(tote.id)).toBe(12);
  });

  it('mails catalogue staff once per crossing, in their language, and re-arms when stock is back', async () => {
    const merchandiser = await staff(['MERCHANDISER'], 'en');
    const arabic = await staff(['MERCHANDISER'], 'ar');
    const operations = await staff(['OPERATIONS'], 'en');
    const tote = await variant('tote', 12);
    const save = (fields: object) =>
      post(merchandiser, 'admin/stock', { changes: [{ id: tote.id, ...fields }] });
    const flag = async () =>
      (await db().select().from(colorsToSizes).where(eq(colorsToSizes.id, tote.id)))[0]?.notifiAdmin;

    // A new threshold alone mails nobody.
    expect((await save({ lowStockThreshold: 5 })).statusCode).toBe(200);
    expect(await mailsTo(merchandiser.email)).toHaveLength(0);
    await save({ count: 4 });
    expect(await flag()).toBe(true);
    const [mail] = await mailsTo(merchandiser.email);
    expect(mail?.subject).toBe('Low stock: 1 variant');
    expect(mail?.text).toContain('Tote — Black — S: 4 left (threshold 5)');
    expect((await mailsTo(arabic.email))[0]?.subject).toBe('مخزون منخفض: صنف واحد');
    expect(await mailsTo(operations.email)).toHaveLength(0);

    // Further falls are the same crossing: no more mail, a sale included.
    await save({ count: 2 });
    await db().transaction((tx) =>
      reserveStock(tx, [{ colorsToSizesId: tote.id, count: 1, name: 'Tote' }], { reason: 'SALE' }),
    );
    expect(await mailsTo(merchandiser.email)).toHaveLength(1);

    // Back at the threshold re-arms; a sale that crosses again is mailed (by the job, after its commit).
    await save({ count: 5 });
    expect(await flag()).toBe(false);
    await db().transaction((tx) =>
      reserveStock(tx, [{ colorsToSizesId: tote.id, count: 1, name: 'Tote' }], { reason: 'SALE' }),
    );
    expect(await flag()).toBe(true);
    expect(await mailsTo(merchandiser.email)).toHaveLength(1);
    const outbox = new DevMailbox();
    const mailing = { mailer: outbox, recipients: lowStockRecipients };
    expect(await sendLowStockMails(db(), mailing)).toBe(1);
    expect(outbox.list(merchandiser.email)[0]?.text).toContain('Tote — Black — S: 4 left');
    expect(await sendLowStockMails(db(), mailing)).toBe(0);

    const history = await get(merchandiser, `admin/stock/movements?variantId=${tote.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().movements.slice(0, 3)).toEqual([
      expect.objectContaining({ reason: 'SALE', delta: -1, countAfter: 4, lowStockAlert: true, staff: null }),
      expect.objectContaining({
        reason: 'MANUAL',
        countAfter: 5,
        staff: { id: merchandiser.id, name: expect.any(String) },
      }),
      expect.objectContaining({ reason: 'SALE', delta: -1, countAfter: 1, lowStockAlert: false }),
    ]);
    expect((await get(merchandiser, 'admin/stock/movements?reason=IMPORT')).json().movements).toEqual([
      expect.objectContaining({ reason: 'IMPORT', variant: expect.objectContaining({ id: tote.id }) }),
    ]);
    expect((await get(merchandiser, 'admin/stock/movements?reason=LOST')).statusCode).toBe(400);
  });
});
