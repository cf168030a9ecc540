import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db, Tx } from '@seed/db/client';
import { deliveryRates, deliveryZones, freeShippingConfig } from '@seed/db/schema/shipping';
import { DomainError } from '@seed/domain/errors';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../staff/audit';

/** Who acts, and the request they act in: every change below writes its audit row with them. */
type StaffAct = { staffId: number; reason: string | null; requestId: string };

/** Every zone with its weight tiers, and every free-delivery threshold. */
export async function deliverySettings(db: Db) {
  const [zones, rates, freeShipping] = await Promise.all([
    db.select().from(deliveryZones).orderBy(asc(deliveryZones.id)),
    db.select().from(deliveryRates).orderBy(asc(deliveryRates.maxWeight)),
    db
      .select()
      .from(freeShippingConfig)
      .orderBy(asc(freeShippingConfig.minSubtotal), asc(freeShippingConfig.id)),
  ]);
  return {
    zones: zones.map((zone) => ({
      ...zone,
      rates: rates.filter((rate) => rate.zoneId === zone.id),
    })),
    freeShipping,
  };
}

const zoneNotFound = (id: number) =>
  new DomainError('NOT_FOUND', `Delivery zone ${id} not found`, { reason: 'DELIVERY_ZONE_NOT_FOUND' });

type ZoneChange = {
  nameEn: string;
  nameAr: string;
  countryCodes: string[];
  isInternational: boolean;
  minDays: number;
  maxDays: number;
  isActive: boolean;
  rates: { maxWeight: number; price: number }[];
};

/** Takes the zones' lock, so two edits cannot each put the same country in a different active zone. */
const lockZones = (tx: Tx) => tx.execute(sql`lock table ${deliveryZones} in share row exclusive mode`);

/** Refuses when an active zone other than `id` already delivers one of the countries. */
async function refuseCountryClash(tx: Tx, id: number | null, countryCodes: string[]) {
  const [clash] = await tx
    .select({ id: deliveryZones.id, countryCodes: deliveryZones.countryCodes })
    .from(deliveryZones)
    .where(
      and(
        id === null ? undefined : ne(deliveryZones.id, id),
        eq(deliveryZones.isActive, true),
        sql`${deliveryZones.countryCodes} && ${sql.param(countryCodes)}::varchar[]`,
      ),
    );
  if (clash) {
    const country = countryCodes.find((code) => clash.countryCodes.includes(code)) ?? '';
    throw new DomainError('CONFLICT', `${country} is delivered by zone ${clash.id} already`, {
      reason: 'DELIVERY_COUNTRY_IN_OTHER_ZONE',
      details: { country, zoneId: clash.id },
    });
  }
}

const sortedRates = (rates: ZoneChange['rates']) => [...rates].sort((a, b) => a.maxWeight - b.maxWeight);

/**
 * Changes a zone and replaces its prices by weight. The shipping adapter reads the tables on every quote, so
 * carts and checkout price with the new rates from the commit on.
 */
export async function updateZone(db: Db, id: number, change: ZoneChange, act: StaffAct) {
  const { rates, ...zone } = change;
  const countryCodes = [...new Set(zone.countryCodes)].sort();
  return db.transaction(async (tx) => {
    await lockZones(tx);
    const [before] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, id));
    if (!before) throw zoneNotFound(id);
    if (zone.isActive) await refuseCountryClash(tx, id, countryCodes);
    const beforeRates = await tx
      .select({ maxWeight: deliveryRates.maxWeight, price: deliveryRates.price })
      .from(deliveryRates)
      .where(eq(deliveryRates.zoneId, id))
      .orderBy(asc(deliveryRates.maxWeight));
    await tx
      .update(deliveryZones)
      .set({ ...zone, countryCodes })
      .where(eq(deliveryZones.id, id));
    await tx.delete(deliveryRates).where(eq(deliveryRates.zoneId, id));
    const sorted = sortedRates(rates);
    await tx.insert(deliveryRates).values(sorted.map((rate) => ({ ...rate, zoneId: id })));
    const { id: _id, ...beforeZone } = before;
    await recordAudit(tx, {
      staffId: act.staffId,
      action: 'delivery.zone.update',
      recordType: 'deliveryZone',
      recordId: id,
      before: { ...beforeZone, rates: beforeRates },
      after: { ...zone, countryCodes, rates: sorted },
      reason: act.reason,
      requestId: act.requestId,
    });
    // The free-delivery reply names zones and their countries; nothing else cached shows delivery.
    await announceChange(tx, [cacheTags.catalogue]);
    return { id };
  });
}

/** Adds a zone with its prices by weight; checkout quotes it for its countries from the commit on. */
export async function createZone(db: Db, change: ZoneChange, act: StaffAct) {
  const { rates, ...zone } = change;
  const countryCodes = [...new Set(zone.countryCodes)].sort();
  return db.transaction(async (tx) => {
    await lockZones(tx);
    if (zone.isActive) await refuseCountryClash(tx, null, countryCodes);
    const [created] = await tx
      .insert(deliveryZones)
      .values({ ...zone, countryCodes })
      .returning({ id: deliveryZones.id });
    if (!created) throw new Error('no zone created');
    const sorted = sortedRates(rates);
    await tx.insert(deliveryRates).values(sorted.map((rate) => ({ ...rate, zoneId: created.id })));
    await recordAudit(tx, {
      staffId: act.staffId,
      action: 'delivery.zone.create',
      recordType: 'deliveryZone',
      recordId: created.id,
      before: null,
      after: { ...zone, countryCodes, rates: sorted },
      reason: act.reason,
      requestId: act.requestId,
    });
    await announceChange(tx, [cacheTags.catalogue]);
    return created;
  });
}

/**
 * Removes a zone and its prices. Orders keep the price they were charged, so none depends on the zone; a
 * free-delivery threshold of the zone does, and is not dropped silently: the desk removes it first (or
 * pauses the zone with its active box instead).
 */
export async function deleteZone(db: Db, id: number, act: StaffAct) {
  return db.transaction(async (tx) => {
    await lockZones(tx);
    const [before] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, id));
    if (!before) throw zoneNotFound(id);
    const thresholds = await tx
      .select({ id: freeShippingConfig.id })
      .from(freeShippingConfig)
      .where(eq(freeShippingConfig.zoneId, id));
    if (thresholds.length > 0) {
      throw new DomainError('CONFLICT', `Zone ${id} has ${thresholds.length} free-delivery thresholds`, {
        reason: 'DELIVERY_ZONE_HAS_THRESHOLDS',
        details: { thresholds: thresholds.length },
      });
    }
    const rates = await tx
      .select({ maxWeight: deliveryRates.maxWeight, price: deliveryRates.price })
      .from(deliveryRates)
      .where(eq(deliveryRates.zoneId, id))
      .orderBy(asc(deliveryRates.maxWeight));
    await tx.delete(deliveryZones).where(eq(deliveryZones.id, id));
    const { id: _id, ...zone } = before;
    await recordAudit(tx, {
      staffId: act.staffId,
      action: 'delivery.zone.delete',
      recordType: 'deliveryZone',
      recordId: id,
      before: { ...zone, rates },
      after: null,
      reason: act.reason,
      requestId: act.requestId,
    });
    await announceChange(tx, [cacheTags.catalogue]);
    return { id };
  });
}

type Threshold = { zoneId: number | null; minSubtotal: number; isActive: boolean };

/** Replaces the free-delivery thresholds, with one audit row holding them before and after. */
export async function setFreeShipping(db: Db, thresholds: readonly Threshold[], act: StaffAct) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${freeShippingConfig} in exclusive mode`);
    const zoneIds = [...new Set(thresholds.flatMap((row) => (row.zoneId === null ? [] : [row.zoneId])))];
    if (zoneIds.length > 0) {
      const found = await tx
        .select({ id: deliveryZones.id })
        .from(deliveryZones)
        .where(inArray(deliveryZones.id, zoneIds));
      const missing = zoneIds.find((zoneId) => !found.some((zone) => zone.id === zoneId));
      if (missing !== undefined) throw zoneNotFound(missing);
    }
    const plain = (rows: Threshold[]) =>
      rows.map(({ zoneId, minSubtotal, isActive }) => ({ zoneId, minSubtotal, isActive }));
    const before = await tx.select().from(freeShippingConfig).orderBy(asc(freeShippingConfig.id));
    await tx.delete(freeShippingConfig);
    if (thresholds.length > 0) await tx.insert(freeShippingConfig).values([...thresholds]);
    const after = await tx
      .select()
      .from(freeShippingConfig)
      .orderBy(asc(freeShippingConfig.minSubtotal), asc(freeShippingConfig.id));
    await recordAudit(tx, {
      staffId: act.staffId,
      action: 'delivery.freeShipping.set',
      recordType: 'freeShipping',
      recordId: 'store',
      before: plain(before),
      after: plain(after),
      reason: act.reason,
      requestId: act.requestId,
    });
    await announceChange(tx, [cacheTags.catalogue]);
    return after;
  });
}
