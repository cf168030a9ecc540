import { artworks } from '@seed/db/schema/artworks';
import { colorsToSizes } from '@seed/db/schema/inventory';
import { media } from '@seed/db/schema/media';
import { orderProducts, orderStatusHistory, orders } from '@seed/db/schema/orders';
import { productionLines } from '@seed/db/schema/production';
import { products } from '@seed/db/schema/products';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import type { OrderStatus } from '@seed/domain/order-status';
import type { StaffRole } from '@seed/domain/staff-permissions';
import { FolderStore } from '@seed/media/folder-store';
import { saveImage } from '@seed/media/save-image';
import { and, asc, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';
import { insertBundleFixtures } from '../bundles/bundle-fixtures';
import { PRINT_FOLDER, storePrintFile } from '../studio/print-files';

const png = (width: number, height: number, background = '#2a7') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('no row returned');
  return row;
}

type Ids = Record<
  | 'operator'
  | 'a'
  | 'b'
  | 'c'
  | 'd'
  | 'palm'
  | 'studio'
  | 'bundle'
  | 'orphan'
  | 'lowRes'
  | 'pending'
  | 'tote',
  number
>;

describe.each(testDatabaseKinds())('the production queue on %s', (kind) => {
  const t = useCatalogApi(kind);
  const db = () => t.api.db;
  const ids = {} as Ids;
  const headers = {} as Record<'operator' | 'designer' | 'shopper', Record<string, string>>;
  let studioPrint: Buffer;

  const account = async (email: string, roles: StaffRole[] = []) => {
    const { id } = one(await db().insert(users).values({ email }).returning({ id: users.id }));
    for (const role of roles) await db().insert(staffRoles).values({ userId: id, role });
    return { id, headers: { authorization: `Bearer ${await createSession(db(), id)}` } };
  };
  const artworkImage = async (slug: string, image: Buffer) => {
    const saved = await saveImage(new FolderStore(t.api.mediaDir), image, {
      folder: 'artworks',
      originalName: `${slug}.png`,
      keepOriginal: true,
    });
    const { id } = one(await db().insert(media).values(saved).returning({ id: media.id }));
    await db().update(artworks).set({ mediaId: id }).where(eq(artworks.slug, slug));
  };
  const variant = async (inventoryId: number, colorId: number) => {
    const rows = await db()
      .select({ id: colorsToSizes.id })
      .from(colorsToSizes)
      .where(and(eq(colorsToSizes.inventoryId, inventoryId), eq(colorsToSizes.colorId, colorId)))
      .orderBy(asc(colorsToSizes.id));
    return one(rows).id;
  };
  type Line = { productId: number; variantId: number; count?: number; position?: 'FRONT' | 'BOTH' };
  const order = async (status: OrderStatus, daysAgo: number, lines: Line[]) => {
    const row = one(
      await db()
        .insert(orders)
        .values({
          userId: t.catalog.users.shopper,
          status,
          subtotal: 1000,
          price: 1000,
          createdAt: sql`now() - make_interval(days => ${daysAgo})`,
        })
        .returning({ id: orders.id }),
    );
    const inserted = await db()
      .insert(orderProducts)
      .values(
        lines.map((line) => ({
          orderId: row.id,
          productId: line.productId,
          colorsToSizesId: line.variantId,
          nameEn: `Line of ${line.productId}`,
          nameAr: `بند ${line.productId}`,
          unitPrice: 1000,
          count: line.count ?? 1,
          printPosition: line.position ?? 'FRONT',
        })),
      )
      .returning({ id: orderProducts.id });
    return { id: row.id, lines: inserted.map((line) => line.id) };
  };
  const get = (url: string, who: keyof typeof headers = 'operator') =>
    t.api.app.inject({ url, headers: headers[who] });
  const post = (url: string, payload: object, who: keyof typeof headers = 'operator') =>
    t.api.app.inject({ method: 'POST', url, payload, headers: headers[who] });
  const queue = async () => (await get('/api/admin/production')).json();
  const statusOf = async (orderId: number) =>
    (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

  beforeAll(async () => {
    const operator = await account('printer@staff.example.com', ['OPERATIONS']);
    ids.operator = operator.id;
    headers.operator = operator.headers;
    headers.designer = (await account('designer@staff.example.com', ['DESIGNER'])).headers;
    headers.shopper = {
      authorization: `Bearer ${await createSession(db(), t.catalog.users.shopper)}`,
    };
    const { tee, tote } = t.catalog.inventories;
    const { white, black } = t.catalog.colors;
    // Palm prints at 203 DPI on the tests' 15 cm print area; Pending's 60 pixels at 10 DPI; Orphan has none.
    await artworkImage('palm', await png(1200, 900));
    await artworkImage('pending', await png(60, 60));

    studioPrint = await png(50, 40, '#c33');
    const store = new FolderStore(t.api.mediaDir);
    const file = await storePrintFile(store, 'FRONT', { png: studioPrint, width: 50, height: 40 });
    const printRow = one(
      await db()
        .insert(media)
        .values({ ...file, foldersName: PRINT_FOLDER, mimeType: 'image/png' })
        .returning({ id: media.id }),
    );
    const bundle = await insertBundleFixtures(db(), t.catalog);
    const [studio, bundled] = (
      await db()
        .insert(products)
        .values([
          {
            nameEn: 'Tee: your design',
            nameAr: 'تيشيرت: تصميمك',
            inventoryId: tee,
            price: 5000,
            ownerUserId: t.catalog.users.shopper,
            design: {
              inventoryId: tee,
              printingType: 'DTG',
              printPosition: 'FRONT',
              sides: {},
              printFiles: { FRONT: printRow.id },
            },
          },
          {
            nameEn: 'Tee · Big name · سارة',
            nameAr: 'تيشيرت · اسم كبير · سارة',
            inventoryId: tee,
            price: 5000,
            ownerUserId: t.catalog.users.shopper,
            design: {
              kind: 'bundle-template',
              bundleId: bundle.bundles.set,
              templateId: bundle.templates.bigName,
              values: { text: 'سارة', color: '#1f2937' },
            },
          },
        ])
        .returning({ id: products.id })
    ).map((row) => row.id);
    const p = t.catalog.products;
    const product = (name: string) => {
      const id = p[name];
      if (id === undefined) throw new Error(`no product ${name}`);
      return id;
    };
    const teeWhite = await variant(tee, white);
    const teeBlack = await variant(tee, black);
    const toteBlack = await variant(tote, black);
    const a = await order('PAID', 5, [
      { productId: product('palmTee'), variantId: teeWhite, count: 2 },
      { productId: studio ?? 0, variantId: teeWhite },
    ]);
    const b = await order('PAID', 4, [
      { productId: bundled ?? 0, variantId: teeBlack },
      { productId: product('orphaned'), variantId: teeBlack },
      { productId: product('unapproved'), variantId: teeWhite },
    ]);
    const c = await order('PENDING_PAYMENT', 6, [{ productId: product('palmTee'), variantId: teeWhite }]);
    const d = await order('PAID', 1, [{ productId: product('palmTote'), variantId: toteBlack }]);
    const line = (placed: { lines: number[] }, index: number) => placed.lines[index] ?? 0;
    Object.assign(ids, {
      a: a.id,
      b: b.id,
      c: c.id,
      d: d.id,
      palm: line(a, 0),
      studio: line(a, 1),
      bundle: line(b, 0),
      orphan: line(b, 1),
      lowRes: line(b, 2),
      pending: line(c, 0),
      tote: line(d, 0),
    });
  });

  it('groups the paid lines by technique and blank item, oldest first, flagging what cannot print', async () => {
    const reply = await queue();
    const groups = reply.groups.map((group: { technique: string; item: { id: number }; lines: [] }) => [
      group.technique,
      group.item.id,
      group.lines.map((line: { id: number }) => line.id),
    ]);
    expect(groups).toEqual([
      ['DTG', t.catalog.inventories.tee, [ids.palm, ids.studio, ids.bundle, ids.orphan, ids.lowRes]],
      ['DTG', t.catalog.inventories.tote, [ids.tote]],
    ]);
    const lines = new Map(
      reply.groups.flatMap((g: { lines: { id: number }[] }) => g.lines.map((l) => [l.id, l])),
    );
    expect(lines.get(ids.palm)).toMatchObject({
      orderId: ids.a,
      kind: 'catalogue',
      count: 2,
      color: { nameEn: 'White' },
      size: 'S',
      flag: null,
      printed: null,
      files: [
        {
          side: 'FRONT',
          name: `order-${ids.a}-line-${ids.palm}-front-x2.png`,
          url: `/api/admin/production/lines/${ids.palm}/print-file?side=FRONT`,
          // Paid without the job queue (as before it rendered them): made when first downloaded.
          state: 'onDownload',
        },
      ],
    });
    expect(lines.get(ids.studio)).toMatchObject({ kind: 'studio', flag: null, files: [{ state: 'ready' }] });
    expect(lines.get(ids.bundle)).toMatchObject({ kind: 'bundle', flag: null });
    expect(lines.get(ids.orphan)).toMatchObject({ files: [], flag: { reason: 'MISSING_ORIGINAL' } });
    expect(lines.get(ids.lowRes)).toMatchObject({
      files: [],
      flag: { reason: 'RESOLUTION_TOO_LOW', details: { dpi: 10, side: 'FRONT' } },
    });
    // The tests' tote has no print area: its artwork has nowhere to go.
    expect(lines.get(ids.tote)).toMatchObject({ files: [], flag: { reason: 'NO_PRINT_AREA' } });
    expect(reply.groups[0].zipUrl).toBe(
      `/api/admin/production/batches/DTG/${t.catalog.inventories.tee}/files.zip`,
    );
    expect(reply.ready).toEqual([]);
  });

  it("hands out each kind's print file: the studio's as stored, artwork and template rendered once", async () => {
    const studio = await get(`/api/admin/production/lines/${ids.studio}/print-file`);
    expect(studio.statusCode).toBe(200);
    expect(studio.headers['content-type']).toBe('image/png');
    expect(studio.rawPayload.equals(studioPrint)).toBe(true);

    const palm = await get(`/api/admin/production/lines/${ids.palm}/print-file?side=FRONT`);
    expect(palm.statusCode).toBe(200);
    expect(palm.headers['content-disposition']).toBe(
      `attachment; filename="order-${ids.a}-line-${ids.palm}-front-x2.png"`,
    );
    // 15 × 20 cm at 300 DPI.
    expect(await sharp(palm.rawPayload).metadata()).toMatchObject({
      width: 1772,
      height: 2362,
      density: 300,
    });
    const [kept] = await db()
      .select()
      .from(productionLines)
      .where(eq(productionLines.orderProductId, ids.palm));
    expect(kept?.files).toEqual([{ side: 'FRONT', pathname: expect.stringMatching(/\.png$/) }]);
    const again = await get(`/api/admin/production/lines/${ids.palm}/print-file`);
    expect(again.rawPayload.equals(palm.rawPayload)).toBe(true);

    const bundle = await get(`/api/admin/production/lines/${ids.bundle}/print-file`);
    expect(bundle.statusCode).toBe(200);
    expect((await sharp(bundle.rawPayload).metadata()).width).toBe(3000);
  });

  it('refuses a print file that cannot be made and keeps the flag with its reason', async () => {
    const missing = await get(`/api/admin/production/lines/${ids.orphan}/print-file`);
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({
      reason: 'PRINT_FILE_UNAVAILABLE',
      details: { problem: 'MISSING_ORIGINAL', lineId: ids.orphan },
    });
    const [row] = await db()
      .select()
      .from(productionLines)
      .where(eq(productionLines.orderProductId, ids.orphan));
    expect(row?.flagReason).toBe('MISSING_ORIGINAL');
    // The back is asked for, but the line prints on the front only.
    const side = await get(`/api/admin/production/lines/${ids.palm}/print-file?side=BACK`);
    expect(side.json()).toMatchObject({ details: { problem: 'NO_PRINT_AREA', side: 'BACK' } });
    const unknown = await get('/api/admin/production/lines/999999/print-file');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().reason).toBe('PRODUCTION_LINE_NOT_FOUND');
  });

  it("zips a group's print files, naming the flagged lines it leaves out", async () => {
    const response = await get(`/api/admin/production/batches/DTG/${t.catalog.inventories.tee}/files.zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(
      [
        `order-${ids.a}-line-${ids.palm}-front-x2.png`,
        `order-${ids.a}-line-${ids.studio}-front-x1.png`,
        `order-${ids.b}-line-${ids.bundle}-front-x1.png`,
        'flagged.txt',
      ].sort(),
    );
    expect(
      Buffer.from(entries[`order-${ids.a}-line-${ids.studio}-front-x1.png`] ?? []).equals(studioPrint),
    ).toBe(true);
    const flagged = new TextDecoder().decode(entries['flagged.txt']);
    expect(flagged).toContain(`line ${ids.orphan}\t`);
    expect(flagged).toContain('MISSING_ORIGINAL');
    expect(flagged).toContain(`line ${ids.lowRes}\t`);
    expect(flagged).toContain('RESOLUTION_TOO_LOW');

    const none = await get('/api/admin/production/batches/EMBROIDERY/1/files.zip');
    expect(none.statusCode).toBe(409);
    expect(none.json().reason).toBe('PRODUCTION_GROUP_EMPTY');
  });

  it('marks lines printed once, moving a PAID order to IN_PRODUCTION as the staff member, with audit rows', async () => {
    const first = await post('/api/admin/production/printed', { lineIds: [ids.palm], note: 'Morning run' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ printed: [ids.palm], startedOrders: [ids.a] });
    expect(await statusOf(ids.a)).toBe('IN_PRODUCTION');
    const [moved] = await db()
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, ids.a), eq(orderStatusHistory.toStatus, 'IN_PRODUCTION')));
    expect(moved).toMatchObject({ fromStatus: 'PAID', actorUserId: ids.operator, note: 'Morning run' });
    const audits = await db().select().from(auditLog).where(eq(auditLog.staffId, ids.operator));
    expect(audits.map((row) => [row.action, row.recordType, row.recordId, row.reason])).toEqual(
      expect.arrayContaining([
        ['production.line.printed', 'orderLine', String(ids.palm), 'Morning run'],
        ['order.status.set', 'order', String(ids.a), 'Morning run'],
      ]),
    );

    const twice = await post('/api/admin/production/printed', { lineIds: [ids.palm] });
    expect(twice.json()).toEqual({ printed: [], batchId: null, startedOrders: [] });
    expect(await db().select().from(auditLog).where(eq(auditLog.staffId, ids.operator))).toHaveLength(2);
  });

  it('marks a whole group, leaving flagged lines waiting; a fully printed order is ready to ship', async () => {
    const group = await post('/api/admin/production/printed', {
      group: { technique: 'DTG', inventoryId: t.catalog.inventories.tee },
    });
    expect(group.json()).toMatchObject({ printed: [ids.studio, ids.bundle], startedOrders: [ids.b] });
    // A group mark skips flagged lines; staff who printed one some other way mark it by its id.
    const flaggedOnly = await post('/api/admin/production/printed', {
      group: { technique: 'DTG', inventoryId: t.catalog.inventories.tote },
    });
    expect(flaggedOnly.statusCode).toBe(409);
    expect(flaggedOnly.json().reason).toBe('PRODUCTION_GROUP_EMPTY');
    const tote = await post('/api/admin/production/printed', { lineIds: [ids.tote] });
    expect(tote.json()).toMatchObject({ printed: [ids.tote], startedOrders: [ids.d] });
    const reply = await queue();
    expect(reply.groups.map((g: { lines: { id: number }[] }) => g.lines.map((l) => l.id))).toEqual([
      [ids.orphan, ids.lowRes],
    ]);
    expect(reply.ready.map((o: { orderId: number; status: string }) => [o.orderId, o.status])).toEqual([
      [ids.a, 'IN_PRODUCTION'],
      [ids.d, 'IN_PRODUCTION'],
    ]);
    const detail = (await get(`/api/admin/production/orders/${ids.b}`)).json();
    expect(detail).toMatchObject({ orderId: ids.b, status: 'IN_PRODUCTION', readyToShip: false });
    expect(detail.lines[0].printed).toMatchObject({
      by: { id: ids.operator, email: 'printer@staff.example.com' },
    });
    expect((await get(`/api/admin/production/orders/${ids.d}`)).json().readyToShip).toBe(true);
    expect((await get('/api/admin/production/orders/999999')).json().reason).toBe('ORDER_NOT_FOUND');
  });

  it('undoes a mistaken mark with a reason, and only on printed lines', async () => {
    const noReason = await post('/api/admin/production/unprinted', { lineIds: [ids.tote] });
    expect(noReason.statusCode).toBe(400);
    const undone = await post('/api/admin/production/unprinted', { lineIds: [ids.tote], reason: 'Misprint' });
    expect(undone.json()).toEqual({ unprinted: [ids.tote] });
    expect(await statusOf(ids.d)).toBe('IN_PRODUCTION');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'production.line.unprinted'), eq(auditLog.recordId, String(ids.tote))));
    expect(audit).toMatchObject({ reason: 'Misprint', after: { printedAt: null } });
    const again = await post('/api/admin/production/unprinted', { lineIds: [ids.tote], reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('LINE_NOT_PRINTED');
    expect((await queue()).ready.map((o: { orderId: number }) => o.orderId)).toEqual([ids.a]);
  });

  it('refuses lines of orders not in production and lines that do not exist', async () => {
    const pending = await post('/api/admin/production/printed', { lineIds: [ids.pending] });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ reason: 'LINE_NOT_IN_PRODUCTION', details: { orderId: ids.c } });
    expect(await statusOf(ids.c)).toBe('PENDING_PAYMENT');
    const unknown = await post('/api/admin/production/printed', { lineIds: [999999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().reason).toBe('PRODUCTION_LINE_NOT_FOUND');
    const both = await post('/api/admin/production/printed', {
      lineIds: [ids.palm],
      group: { technique: 'DTG', inventoryId: 1 },
    });
    expect(both.statusCode).toBe(400);
  });

  it('is hidden from staff without the production permission and from shoppers', async () => {
    for (const who of ['designer', 'shopper'] as const) {
      expect((await get('/api/admin/production', who)).statusCode).toBe(404);
      expect((await post('/api/admin/production/printed', { lineIds: [ids.lowRes] }, who)).statusCode).toBe(
        404,
      );
      expect((await get(`/api/admin/production/lines/${ids.studio}/print-file`, who)).statusCode).toBe(404);
    }
    expect((await t.api.app.inject({ url: '/api/admin/production' })).statusCode).toBe(401);
  });
});
