import { media } from '@seed/db/schema/media';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApi, type TestApi } from '../../test/api';

describe.each(testDatabaseKinds())(
  'colours, sizes and main pictures of the blank items desk on %s',
  (kind) => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(kind);
    });
    afterAll(async () => api?.close());

    let accounts = 0;
    async function merchandiser() {
      const [row] = await api.db
        .insert(users)
        .values({ email: `swatch-${++accounts}@example.com` })
        .returning({ id: users.id });
      if (!row) throw new Error('no user inserted');
      await api.db.insert(staffRoles).values({ userId: row.id, role: 'MERCHANDISER' });
      return { authorization: `Bearer ${await createSession(api.db, row.id)}` };
    }
    const call = (
      headers: Record<string, string>,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      path: string,
      payload?: object,
    ) => api.app.inject({ method, url: `/api/${path}`, headers, ...(payload ? { payload } : {}) });
    const lastAudit = async (recordType: string, recordId: number) =>
      (
        await api.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))))
          .orderBy(desc(auditLog.id))
      )[0];
    const colour = (nameEn: string) => ({
      value: '#112233',
      nameEn,
      nameAr: 'لون',
      type: 'GARMENT',
      rank: 5,
    });

    /** A blank item on sale in one colour and size, as the storefront shows it. */
    async function itemOnSale(staff: Record<string, string>) {
      const made = async (path: string, body: object) =>
        (await call(staff, 'POST', path, body)).json().id as number;
      const colorId = await made('admin/colours', colour(`Used ${++accounts}`));
      const sizeId = await made('admin/sizes', { label: `M${accounts}`, rank: 1 });
      const id = await made('admin/blank-items', {
        nameEn: 'Swatch tee',
        nameAr: 'تيشيرت',
        descriptionEn: 'Cotton',
        descriptionAr: 'قطن',
        price: 5000,
        weight: 200,
        printingTypes: ['DTG'],
        backPrint: false,
        pocketPrint: false,
        designRequests: false,
        minDiagonal: 8,
        maxDiagonal: 36,
        minFontSize: 12,
        maxFontSize: 80,
        sizeGuide: null,
        categoryLinkIds: [],
        rank: 0,
      });
      await call(staff, 'PUT', `admin/blank-items/${id}/variants`, {
        variants: [{ colorId, sizeId, cost: 0, surcharge: 0, lowStockThreshold: 0, count: 5 }],
      });
      const [picture] = await api.db
        .insert(media)
        .values({
          pathname: 'sides/front',
          filename: 'front.webp',
          foldersName: 'sides',
          mimeType: 'image/webp',
        })
        .returning({ id: media.id });
      await made(`admin/blank-items/${id}/sides`, {
        type: 'FRONT',
        position: 'FRONT',
        mediaId: picture?.id,
        printArea: { x: 120, y: 90, width: 300, height: 380, widthCm: 30 },
        rank: 0,
      });
      expect((await call(staff, 'PUT', `admin/blank-items/${id}/active`, { active: true })).statusCode).toBe(
        200,
      );
      return { id, colorId, sizeId };
    }

    it('keeps an Arabic label per size, which the storefront sends beside the label', async () => {
      const staff = await merchandiser();
      const made = await call(staff, 'POST', 'admin/sizes', { label: 'XXL', labelAr: ' كبير جدًا ', rank: 9 });
      expect(made.statusCode).toBe(201);
      const id = made.json().id;
      const listed = (await call(staff, 'GET', 'admin/sizes')).json().sizes;
      expect(listed.find((row: { id: number }) => row.id === id)).toMatchObject({
        label: 'XXL',
        labelAr: 'كبير جدًا',
      });
      // Left empty, it goes back to the label's own Arabic reading; a form without the field keeps working.
      expect(
        (await call(staff, 'PUT', `admin/sizes/${id}`, { label: 'XXL', labelAr: '', rank: 9 })).statusCode,
      ).toBe(200);
      expect((await lastAudit('size', id))?.after).toMatchObject({ labelAr: null });
      expect((await call(staff, 'PUT', `admin/sizes/${id}`, { label: 'XXL', rank: 9 })).statusCode).toBe(200);
      const tooLong = await call(staff, 'PUT', `admin/sizes/${id}`, {
        label: 'XXL',
        labelAr: 'م'.repeat(21),
        rank: 9,
      });
      expect(tooLong.statusCode).toBe(400);

      // The storefront's variants carry it, right after the edit.
      const onSale = await itemOnSale(staff);
      const storefrontSize = async () =>
        (await call({}, 'GET', `inventory/${onSale.id}`)).json().colorsToSizes[0].size;
      expect(await storefrontSize()).toMatchObject({ labelAr: null });
      await call(staff, 'PUT', `admin/sizes/${onSale.sizeId}`, { label: 'M', labelAr: 'وسط', rank: 1 });
      await api.changes.settle();
      expect(await storefrontSize()).toEqual({ id: onSale.sizeId, label: 'M', labelAr: 'وسط' });
    });

    it('removes a colour or size no variant uses, and refuses one in use with how many items use it', async () => {
      const staff = await merchandiser();
      const spare = (await call(staff, 'POST', 'admin/colours', colour('Spare'))).json().id;
      const spareSize = (await call(staff, 'POST', 'admin/sizes', { label: 'SPARE', rank: 0 })).json().id;
      const variant = await itemOnSale(staff);

      const inUse = await call(staff, 'DELETE', `admin/colours/${variant.colorId}`);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json()).toMatchObject({ reason: 'COLOR_IN_USE' });
      expect(inUse.json().details.items).toBeGreaterThan(0);
      const sizeInUse = await call(staff, 'DELETE', `admin/sizes/${variant.sizeId}`);
      expect(sizeInUse.json()).toMatchObject({ reason: 'SIZE_IN_USE' });

      expect((await call(staff, 'DELETE', `admin/colours/${spare}`)).json()).toEqual({ id: spare });
      expect(await lastAudit('color', spare)).toMatchObject({ action: 'color.deleted', after: null });
      expect((await call(staff, 'DELETE', `admin/sizes/${spareSize}`)).statusCode).toBe(200);
      expect(await lastAudit('size', spareSize)).toMatchObject({ action: 'size.deleted' });
      const colours = (await call(staff, 'GET', 'admin/colours')).json().colors;
      expect(colours.some((row: { id: number }) => row.id === spare)).toBe(false);
      expect((await call(staff, 'DELETE', `admin/colours/${spare}`)).json().reason).toBe('COLOR_NOT_FOUND');
      expect((await call(staff, 'DELETE', `admin/sizes/${spareSize}`)).json().reason).toBe('SIZE_NOT_FOUND');
      expect((await call({}, 'DELETE', `admin/sizes/${variant.sizeId}`)).statusCode).toBe(401);
    });

    it("sets an item's main picture from an upload, which the storefront's list shows at once", async () => {
      const staff = await merchandiser();
      const { id } = await itemOnSale(staff);
      const listed = async () =>
        (await call({}, 'GET', 'inventory/get-all-inventories'))
          .json()
          .inventories.find((row: { id: number }) => row.id === id);
      expect((await listed()).mainMedia).toBeNull();
      const [upload] = await api.db
        .insert(media)
        .values({
          pathname: 'items/main',
          filename: 'main.webp',
          foldersName: 'items',
          mimeType: 'image/webp',
        })
        .returning({ id: media.id });
      const set = await call(staff, 'PUT', `admin/blank-items/${id}/picture`, { mediaId: upload?.id });
      expect(set.json()).toEqual({ id });
      expect(await lastAudit('inventory', id)).toMatchObject({
        action: 'inventory.picture.set',
        before: { mainMediaId: null },
        after: { mainMediaId: upload?.id },
      });
      await api.changes.settle();
      expect((await listed()).mainMedia).toMatchObject({ id: upload?.id });
      const detail = (await call(staff, 'GET', `admin/blank-items/${id}`)).json();
      expect(detail.mainMedia).toMatchObject({ id: upload?.id });
      expect(
        (await call(staff, 'PUT', `admin/blank-items/${id}/picture`, { mediaId: 999_999 })).json().reason,
      ).toBe('MEDIA_NOT_FOUND');
      expect(
        (await call(staff, 'PUT', 'admin/blank-items/999999/picture', { mediaId: upload?.id })).json().reason,
      ).toBe('BLANK_ITEM_NOT_FOUND');
    });
  },
);
