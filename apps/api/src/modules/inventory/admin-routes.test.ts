import { media } from '@seed/db/schema/media';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { stockMovements } from '@seed/db/schema/stock-movements';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import type { StaffRole } from '@seed/domain/staff-permissions';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApi, type TestApi } from '../../test/api';

type Caller = { id: number; headers: Record<string, string> };

const item = (fields: Record<string, unknown> = {}) => ({
  nameEn: 'Heavy hoodie',
  nameAr: 'هودي ثقيل',
  descriptionEn: 'Brushed fleece',
  descriptionAr: 'صوف مصقول',
  price: 9500,
  weight: 540,
  printingTypes: ['DTG', 'EMBROIDERY'],
  backPrint: true,
  pocketPrint: false,
  designRequests: true,
  minDiagonal: 8,
  maxDiagonal: 36,
  minFontSize: 12,
  maxFontSize: 80,
  sizeGuide: {
    head: [{ key: 'chest', label: 'Chest', labelAr: 'الصدر' }],
    centimeters: [{ size: 'M', param1: 52, param2: 72 }],
    inches: [{ size: 'M', param1: 20.5, param2: 28.3 }],
  },
  categoryLinkIds: [],
  rank: 3,
  ...fields,
});

const area = { x: 120, y: 90, width: 300, height: 380, widthCm: 30 };

describe.each(testDatabaseKinds())('the blank items desk on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(async () => api?.close());

  let accounts = 0;
  async function account(roles: StaffRole[] = [], role: 'USER' | 'ADMIN' = 'USER'): Promise<Caller> {
    const [row] = await api.db
      .insert(users)
      .values({ email: `blank-${++accounts}@example.com`, role })
      .returning({ id: users.id });
    if (!row) throw new Error('no user inserted');
    if (roles.length > 0)
      await api.db.insert(staffRoles).values(roles.map((one) => ({ userId: row.id, role: one })));
    return { id: row.id, headers: { authorization: `Bearer ${await createSession(api.db, row.id)}` } };
  }
  const call = (
    caller: Caller | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
  ) =>
    api.app.inject({
      method,
      url: `/api/${path}`,
      headers: caller?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  const picture = async () => {
    const [row] = await api.db
      .insert(media)
      .values({
        pathname: 'sides/front',
        filename: 'front.webp',
        foldersName: 'sides',
        mimeType: 'image/webp',
      })
      .returning({ id: media.id });
    return row?.id ?? 0;
  };
  const auditOf = (recordType: string, recordId: number) =>
    api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))))
      .orderBy(desc(auditLog.id));

  async function swatches(merchandiser: Caller) {
    const made = async (path: string, body: object) =>
      (await call(merchandiser, 'POST', path, body)).json().id as number;
    const tag = ++accounts;
    return {
      red: await made('admin/colours', {
        value: '#CC0000',
        nameEn: `Red ${tag}`,
        nameAr: 'أحمر',
        type: 'GARMENT',
        rank: 1,
      }),
      sand: await made('admin/colours', {
        value: '#d8c8a8',
        nameEn: `Sand ${tag}`,
        nameAr: 'رملي',
        type: 'GARMENT',
        rank: 2,
      }),
      s: await made('admin/sizes', { label: `S${tag}`, rank: 1 }),
      m: await made('admin/sizes', { label: `M${tag}`, rank: 2 }),
      l: await made('admin/sizes', { label: `L${tag}`, rank: 3 }),
    };
  }

  it('is the merchandisers’ (and ADMIN’s) desk: other staff, shoppers and guests hear 404, and nothing changes', async () => {
    const merchandiser = await account(['MERCHANDISER']);
    const admin = await account([], 'ADMIN');
    const operations = await account(['OPERATIONS']);
    const shopper = await account();
    for (const caller of [merchandiser, admin]) {
      expect((await call(caller, 'GET', 'admin/blank-items')).statusCode).toBe(200);
    }
    for (const caller of [operations, shopper, null]) {
      const refused = await call(caller, 'POST', 'admin/blank-items', item({ nameEn: 'Never made' }));
      expect(refused.statusCode, `${caller?.id}`).toBe(caller ? 404 : 401);
      expect((await call(caller, 'GET', 'admin/colours')).statusCode).toBe(caller ? 404 : 401);
    }
    const listed = await call(admin, 'GET', 'admin/blank-items?q=Never%20made');
    expect(listed.json().items).toEqual([]);
  });

  it('creates a blank item inactive, edits it with an audit row each time, and refuses bad fields with reasons', async () => {
    const merchandiser = await account(['MERCHANDISER']);
    const created = await call(merchandiser, 'POST', 'admin/blank-items', item());
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const detail = await call(merchandiser, 'GET', `admin/blank-items/${id}`);
    expect(detail.json()).toMatchObject({
      id,
      isActive: false,
      nameAr: 'هودي ثقيل',
      printingTypes: ['DTG', 'EMBROIDERY'],
      designRequests: true,
      sizeGuide: { centimeters: [{ size: 'M', param1: 52, param2: 72 }] },
      variants: [],
      sides: [],
    });
    const edited = await call(
      merchandiser,
      'PUT',
      `admin/blank-items/${id}`,
      item({ price: 10250, weight: 500 }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await call(merchandiser, 'GET', `admin/blank-items/${id}`)).json()).toMatchObject({
      price: 10250,
      weight: 500,
    });
    const audit = await auditOf('inventory', id);
    expect(audit.map((row) => row.action)).toEqual(['inventory.updated', 'inventory.created']);
    expect(audit[0]).toMatchObject({ staffId: merchandiser.id, after: { price: 10250 } });
    expect(audit[0]?.before).toMatchObject({ price: 9500 });

    const upsideDown = await call(
      merchandiser,
      'PUT',
      `admin/blank-items/${id}`,
      item({ minDiagonal: 40, maxDiagonal: 10 }),
    );
    expect(upsideDown.statusCode).toBe(400);
    expect(JSON.stringify(upsideDown.json())).toContain('maxDiagonal');
    const noTechnique = await call(merchandiser, 'POST', 'admin/blank-items', item({ printingTypes: [] }));
    expect(noTechnique.statusCode).toBe(400);
    const unknownLink = await call(
      merchandiser,
      'PUT',
      `admin/blank-items/${id}`,
      item({ categoryLinkIds: [999999] }),
    );
    expect(unknownLink.statusCode).toBe(404);
    expect(unknownLink.json().reason).toBe('CATEGORY_LINK_NOT_FOUND');
    expect((await call(merchandiser, 'PUT', 'admin/blank-items/999999', item())).json().reason).toBe(
      'BLANK_ITEM_NOT_FOUND',
    );
    expect(await auditOf('inventory', id)).toHaveLength(2);
  });

  it('adds variants with their opening stock as movements, recounts through changeStock, and lists the totals', async () => {
    const merchandiser = await account(['MERCHANDISER']);
    const { red, sand, s, m, l } = await swatches(merchandiser);
    const { id } = (
      await call(merchandiser, 'POST', 'admin/blank-items', item({ nameEn: 'Variant tee' }))
    ).json();
    const variant = (colorId: number, sizeId: number, count: number) => ({
      colorId,
      sizeId,
      cost: 2100,
      surcharge: sizeId === l ? 500 : 0,
      lowStockThreshold: 3,
      count,
    });
    const six = [red, sand].flatMap((color) => [s, m, l].map((size) => variant(color, size, 10)));
    const saved = await call(merchandiser, 'PUT', `admin/blank-items/${id}/variants`, { variants: six });
    expect(saved.json()).toEqual({ variants: 6 });
    const recount = await call(merchandiser, 'PUT', `admin/blank-items/${id}/variants`, {
      variants: [variant(red, m, 4)],
    });
    expect(recount.json()).toEqual({ variants: 6 });
    const detail = (await call(merchandiser, 'GET', `admin/blank-items/${id}`)).json();
    const redM = detail.variants.find(
      (row: { colorId: number; sizeId: number }) => row.colorId === red && row.sizeId === m,
    );
    expect(redM).toMatchObject({ count: 4, cost: 2100, lowStockThreshold: 3 });
    const movements = await api.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.colorsToSizesId, redM.id))
      .orderBy(asc(stockMovements.id));
    expect(movements.map(({ reason, delta, staffId }) => ({ reason, delta, staffId }))).toEqual([
      { reason: 'CREATED', delta: 10, staffId: merchandiser.id },
      { reason: 'MANUAL', delta: -6, staffId: merchandiser.id },
    ]);
    const listed = (await call(merchandiser, 'GET', 'admin/blank-items?q=Variant%20tee')).json();
    expect(listed.items).toEqual([expect.objectContaining({ id, variants: 6, stock: 54, sides: 0 })]);

    const twice = await call(merchandiser, 'PUT', `admin/blank-items/${id}/variants`, {
      variants: [variant(red, m, 1), variant(red, m, 2)],
    });
    expect(twice.statusCode).toBe(400);
    const negative = await call(merchandiser, 'PUT', `admin/blank-items/${id}/variants`, {
      variants: [variant(red, m, -1)],
    });
    expect(negative.statusCode).toBe(400);
    const noColour = await call(merchandiser, 'PUT', `admin/blank-items/${id}/variants`, {
      variants: [variant(999999, m, 1)],
    });
    expect(noColour.json().reason).toBe('COLOR_NOT_FOUND');
    expect(
      (await auditOf('inventory', id)).filter((row) => row.action === 'inventory.variants.set'),
    ).toHaveLength(2);
  });

  it('activates an item only with a variant and a pictured side; the storefront shows each change at once', async () => {
    const merchandiser = await account(['MERCHANDISER']);
    const { red, m } = await swatches(merchandiser);
    const { id } = (
      await call(merchandiser, 'POST', 'admin/blank-items', item({ nameEn: 'Studio tee' }))
    ).json();
    const early = await call(merchandiser, 'PUT', `admin/blank-items/${id}/active`, { active: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('BLANK_ITEM_INCOMPLETE');
    await call(merchandiser, 'PUT', `admin/blank-items/${id}/variants`, {
      variants: [{ colorId: red, sizeId: m, cost: 0, surcharge: 0, lowStockThreshold: 0, count: 5 }],
    });
    const noPicture = await call(merchandiser, 'POST', `admin/blank-items/${id}/sides`, {
      type: 'FRONT',
      position: 'FRONT',
      mediaId: 999999,
      printArea: area,
      rank: 0,
    });
    expect(noPicture.json().reason).toBe('MEDIA_NOT_FOUND');
    const front = await picture();
    const side = await call(merchandiser, 'POST', `admin/blank-items/${id}/sides`, {
      type: 'FRONT',
      position: 'FRONT',
      mediaId: front,
      printArea: area,
      rank: 0,
    });
    expect(side.statusCode).toBe(201);
    const sideId = side.json().id;
    const badArea = await call(merchandiser, 'PUT', `admin/blank-items/${id}/sides/${sideId}`, {
      type: 'FRONT',
      position: 'FRONT',
      mediaId: front,
      printArea: { ...area, width: 0 },
      rank: 0,
    });
    expect(badArea.statusCode).toBe(400);

    // Hidden while inactive, then on sale.
    const storefront = () => call(null, 'GET', `inventory/${id}`);
    expect((await storefront()).statusCode).toBe(404);
    expect(
      (await call(merchandiser, 'PUT', `admin/blank-items/${id}/active`, { active: true })).json(),
    ).toEqual({ id, isActive: true });
    await api.changes.settle();
    const shown = await storefront();
    expect(shown.statusCode).toBe(200);
    expect((await storefront()).headers['x-cache']).toBe('HIT');

    // A moved print area and a mockup reach the cached storefront reply right after the edit.
    const moved = await call(merchandiser, 'PUT', `admin/blank-items/${id}/sides/${sideId}`, {
      type: 'FRONT',
      position: 'FRONT',
      mediaId: front,
      printArea: { ...area, x: 150 },
      rank: 0,
    });
    expect(moved.statusCode).toBe(200);
    const redFront = await picture();
    expect(
      (
        await call(merchandiser, 'PUT', `admin/blank-items/${id}/sides/${sideId}/mockups/${red}`, {
          mediaId: redFront,
        })
      ).statusCode,
    ).toBe(200);
    await api.changes.settle();
    const after = await storefront();
    expect(after.headers['x-cache']).not.toBe('HIT');
    expect(JSON.stringify(after.json().media)).toContain('"x":150');
    expect((await auditOf('side', sideId)).map((row) => row.action)).toEqual([
      'inventory.side.mockup.set',
      'inventory.side.updated',
      'inventory.side.added',
    ]);
    const detail = (await call(merchandiser, 'GET', `admin/blank-items/${id}`)).json();
    expect(detail.sides[0]).toMatchObject({
      id: sideId,
      printArea: { x: 150 },
      mockups: [{ colorId: red, media: { id: redFront } }],
    });

    expect(
      (await call(merchandiser, 'PUT', `admin/blank-items/${id}/active`, { active: false })).json().isActive,
    ).toBe(false);
    await api.changes.settle();
    expect((await storefront()).statusCode).toBe(404);
    expect((await call(merchandiser, 'DELETE', `admin/blank-items/${id}/sides/${sideId}`)).statusCode).toBe(
      200,
    );
    expect(
      (await call(merchandiser, 'DELETE', `admin/blank-items/${id}/sides/${sideId}`)).json().reason,
    ).toBe('SIDE_NOT_FOUND');
    expect((await auditOf('inventory', id)).map((row) => row.action)).toContain('inventory.deactivated');
  });

  it('keeps colours and sizes in display order, edits them with audit rows, and refuses bad values', async () => {
    const merchandiser = await account(['MERCHANDISER']);
    const { red, s } = await swatches(merchandiser);
    const colour = await call(merchandiser, 'PUT', `admin/colours/${red}`, {
      value: '#AA0011',
      nameEn: 'Crimson',
      nameAr: 'قرمزي',
      type: 'GARMENT',
      rank: 0,
    });
    expect(colour.statusCode).toBe(200);
    const colours = (await call(merchandiser, 'GET', 'admin/colours')).json().colors;
    expect(colours.find((row: { id: number }) => row.id === red)).toMatchObject({
      value: '#aa0011',
      nameAr: 'قرمزي',
    });
    expect((await auditOf('color', red)).map((row) => row.action)).toEqual([
      'color.updated',
      'color.created',
    ]);
    const badValue = await call(merchandiser, 'POST', 'admin/colours', {
      value: 'red',
      nameEn: 'x',
      nameAr: 'x',
      type: 'GARMENT',
      rank: 0,
    });
    expect(badValue.statusCode).toBe(400);
    expect(
      (
        await call(merchandiser, 'PUT', 'admin/colours/999999', {
          value: '#000000',
          nameEn: 'x',
          nameAr: 'x',
          type: 'TEXT',
          rank: 0,
        })
      ).json().reason,
    ).toBe('COLOR_NOT_FOUND');

    expect(
      (await call(merchandiser, 'PUT', `admin/sizes/${s}`, { label: 'Small', rank: 0 })).statusCode,
    ).toBe(200);
    const sizes = (await call(merchandiser, 'GET', 'admin/sizes')).json().sizes;
    expect(sizes.find((row: { id: number }) => row.id === s)).toMatchObject({ label: 'Small', rank: 0 });
    expect((await call(merchandiser, 'POST', 'admin/sizes', { label: '', rank: 0 })).statusCode).toBe(400);
    expect((await auditOf('size', s)).map((row) => row.action)).toEqual(['size.updated', 'size.created']);
    const options = (await call(merchandiser, 'GET', 'admin/blank-items/options')).json();
    expect(options.colors.map((row: { id: number }) => row.id)).toContain(red);
  });
});
