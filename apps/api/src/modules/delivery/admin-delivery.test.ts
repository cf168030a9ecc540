import { addresses } from '@seed/db/schema/addresses';
import { deliveryZones } from '@seed/db/schema/shipping';
import { auditLog, staffRoles } from '@seed/db/schema/staff';
import { testDatabaseKinds } from '@seed/db/test-database';
import type { StaffRole } from '@seed/domain/staff-permissions';
import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCheckoutApi } from '../checkout/checkout-test-api';

describe.each(testDatabaseKinds())(
  'delivery prices and free delivery on the promotions desk on %s',
  (kind) => {
    const t = useCheckoutApi(kind);

    async function staff(roles: StaffRole[]) {
      const person = await t.newShopper();
      await t.db.insert(staffRoles).values(roles.map((role) => ({ userId: person.userId, role })));
      return person;
    }
    const auditOf = (recordType: string, recordId: string | number) =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))))
        .orderBy(desc(auditLog.id));
    const zones = () => t.db.select().from(deliveryZones).orderBy(asc(deliveryZones.id));

    it('changes a zone and its prices by weight, which checkout quotes at once', async () => {
      const merchandiser = await staff(['MERCHANDISER']);
      const [kuwait] = await zones();
      if (!kuwait) throw new Error('no zone');
      const settings = (await t.request('GET', '/api/admin/delivery', merchandiser.token)).json();
      expect(settings.zones[0]).toMatchObject({
        id: kuwait.id,
        countryCodes: ['KW'],
        rates: [{ maxWeight: 1000 }, { maxWeight: 10_000 }],
      });

      const body = {
        nameEn: 'Kuwait',
        nameAr: 'الكويت',
        countryCodes: ['KW'],
        isInternational: false,
        minDays: 1,
        maxDays: 2,
        isActive: true,
        rates: [
          { maxWeight: 5000, price: 1750 },
          { maxWeight: 500, price: 750 },
        ],
        reason: 'New courier prices',
      };
      const put = (payload: object) =>
        t.request('PUT', `/api/admin/delivery/zones/${kuwait.id}`, merchandiser.token, payload);
      expect((await put(body)).statusCode).toBe(200);
      const [audit] = await auditOf('deliveryZone', kuwait.id);
      expect(audit).toMatchObject({ action: 'delivery.zone.update', reason: 'New courier prices' });
      expect(audit?.after).toMatchObject({ maxDays: 2, rates: [{ maxWeight: 500 }, { maxWeight: 5000 }] });

      // Below every free-delivery threshold the new price applies (the tee weighs 200 g).
      await t.request('PUT', '/api/admin/delivery/free-shipping', merchandiser.token, { thresholds: [] });
      const shopper = await t.newShopper();
      await t.addToCart(shopper.token);
      const summary = await t.request(
        'GET',
        `/api/checkout/summary?deliveryId=${t.deliveryId}&deliveryAddressId=${shopper.addressId}`,
        shopper.token,
      );
      expect(summary.json().deliveryPrice).toEqual({ amount: 750, currency: 'KWD' });

      const gulf = (await zones())[1];
      const clash = await put({ ...body, countryCodes: ['KW', gulf?.countryCodes[0]] });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({
        reason: 'DELIVERY_COUNTRY_IN_OTHER_ZONE',
        details: { country: gulf?.countryCodes[0] },
      });
      for (const bad of [
        { ...body, rates: [] },
        {
          ...body,
          rates: [
            { maxWeight: 500, price: 1 },
            { maxWeight: 500, price: 2 },
          ],
        },
        { ...body, minDays: 3, maxDays: 1 },
        { ...body, countryCodes: ['kuwait'] },
      ]) {
        expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect(
        (await t.request('PUT', '/api/admin/delivery/zones/999999', merchandiser.token, body)).json().reason,
      ).toBe('DELIVERY_ZONE_NOT_FOUND');
    });

    it('replaces the free-delivery thresholds: the cart shows the new one at once and checkout applies it', async () => {
      const merchandiser = await staff(['MERCHANDISER']);
      const operations = await staff(['OPERATIONS']);
      const [kuwait] = await zones();
      const set = (thresholds: object[], who = merchandiser) =>
        t.request('PUT', '/api/admin/delivery/free-shipping', who.token, {
          thresholds,
          reason: 'Summer offer',
        });
      expect((await set([{ zoneId: kuwait?.id, minSubtotal: 50_000, isActive: true }])).statusCode).toBe(200);
      // Read (and cached) before the change, then read again right after it.
      expect(
        (await t.request('GET', '/api/users/freeShipping/config?country=KW')).json().minSubtotal,
      ).toEqual({
        amount: 50_000,
        currency: 'KWD',
      });
      const reply = await set([
        { zoneId: kuwait?.id, minSubtotal: 5000, isActive: true },
        { zoneId: null, minSubtotal: 90_000, isActive: false },
      ]);
      expect(reply.json().freeShipping).toMatchObject([
        { zoneId: kuwait?.id, minSubtotal: { amount: 5000 }, isActive: true },
        { zoneId: null, minSubtotal: { amount: 90_000 }, isActive: false },
      ]);
      expect(
        (await t.request('GET', '/api/users/freeShipping/config?country=KW')).json().minSubtotal,
      ).toEqual({
        amount: 5000,
        currency: 'KWD',
      });
      const [audit] = await auditOf('freeShipping', 'store');
      expect(audit).toMatchObject({ action: 'delivery.freeShipping.set', reason: 'Summer offer' });
      expect(audit?.before).toEqual([{ zoneId: kuwait?.id, minSubtotal: 50_000, isActive: true }]);

      const shopper = await t.newShopper();
      await t.addToCart(shopper.token);
      const summary = await t.request(
        'GET',
        `/api/checkout/summary?deliveryId=${t.deliveryId}&deliveryAddressId=${shopper.addressId}`,
        shopper.token,
      );
      expect(summary.json().deliveryPrice).toEqual({ amount: 0, currency: 'KWD' });

      expect((await set([{ zoneId: 999_999, minSubtotal: 5000, isActive: true }])).json().reason).toBe(
        'DELIVERY_ZONE_NOT_FOUND',
      );
      expect((await set([{ zoneId: null, minSubtotal: 0, isActive: true }])).statusCode).toBe(400);
      expect((await set([], operations)).statusCode).toBe(404);
      expect((await t.request('GET', '/api/admin/delivery', operations.token)).statusCode).toBe(404);
    });

    it('adds a zone that the delivery prices quote at once, and removes it unless a threshold names it', async () => {
      const merchandiser = await staff(['MERCHANDISER']);
      const operations = await staff(['OPERATIONS']);
      const shopper = await t.newShopper();
      await t.db.update(addresses).set({ country: 'TR' }).where(eq(addresses.id, shopper.addressId));
      const prices = async () =>
        (
          await t.request(
            'GET',
            `/api/users/delivery/prices?deliveryAddressId=${shopper.addressId}&weight=300&subtotal=1`,
            shopper.token,
          )
        ).json();
      expect((await prices()).deliveryMethods).toEqual([]);

      const body = {
        nameEn: 'Turkey',
        nameAr: 'تركيا',
        countryCodes: ['TR'],
        isInternational: true,
        minDays: 4,
        maxDays: 9,
        isActive: true,
        rates: [{ maxWeight: 2000, price: 4250 }],
        reason: 'New courier',
      };
      const create = (payload: object, who = merchandiser) =>
        t.request('POST', '/api/admin/delivery/zones', who.token, payload);
      expect((await create(body, operations)).statusCode).toBe(404);
      const created = await create(body);
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      const [audit] = await auditOf('deliveryZone', id);
      expect(audit).toMatchObject({ action: 'delivery.zone.create', reason: 'New courier', before: null });
      expect((await prices()).deliveryMethods).toMatchObject([
        { id: `zone-${id}-standard`, price: { amount: 4250, currency: 'KWD' }, maxDays: 9 },
      ]);
      expect((await prices()).internationalOrder).toBe(true);

      const clash = await create({ ...body, countryCodes: ['KW'] });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().reason).toBe('DELIVERY_COUNTRY_IN_OTHER_ZONE');
      expect((await create({ ...body, rates: [] })).statusCode).toBe(400);

      // A threshold of the zone holds it; without the threshold it goes, with its prices.
      const before = (await t.request('GET', '/api/admin/delivery', merchandiser.token)).json().freeShipping;
      const keep = before.map(
        (row: { zoneId: number | null; minSubtotal: { amount: number }; isActive: boolean }) => ({
          zoneId: row.zoneId,
          minSubtotal: row.minSubtotal.amount,
          isActive: row.isActive,
        }),
      );
      await t.request('PUT', '/api/admin/delivery/free-shipping', merchandiser.token, {
        thresholds: [...keep, { zoneId: id, minSubtotal: 90_000, isActive: true }],
      });
      const remove = (who = merchandiser) =>
        t.request('DELETE', `/api/admin/delivery/zones/${id}`, who.token);
      expect((await remove(operations)).statusCode).toBe(404);
      const held = await remove();
      expect(held.statusCode).toBe(409);
      expect(held.json().reason).toBe('DELIVERY_ZONE_HAS_THRESHOLDS');
      await t.request('PUT', '/api/admin/delivery/free-shipping', merchandiser.token, { thresholds: keep });
      expect((await remove()).statusCode).toBe(200);
      const [gone] = await auditOf('deliveryZone', id);
      expect(gone).toMatchObject({ action: 'delivery.zone.delete', after: null });
      expect(gone?.before).toMatchObject({ countryCodes: ['TR'], rates: [{ maxWeight: 2000, price: 4250 }] });
      expect((await prices()).deliveryMethods).toEqual([]);
      expect((await remove()).json().reason).toBe('DELIVERY_ZONE_NOT_FOUND');
    });
  },
);
