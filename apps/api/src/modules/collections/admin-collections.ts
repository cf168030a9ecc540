import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db, Tx } from '@seed/db/client';
import { collectionProducts, collections } from '@seed/db/schema/collections';
import { media } from '@seed/db/schema/media';
import { DomainError } from '@seed/domain/errors';
import { moveOneStep } from '@seed/domain/list-order';
import type { Paging } from '@seed/domain/paging';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';
import type { StaffAct } from '../../http/staff-act';
import { findArtist } from '../artists/service';
import { assertStaffPicture } from '../media/service';

/**
 * Names of catalogue products by id (a shopper's design is none). The products module already reads
 * collections for its listings, so this module cannot import it: the route file hands the lookup in, as it
 * hands in `StaffAct`.
 */
type ProductNames = (
  db: Db,
  ids: number[],
) => Promise<{ id: number; nameEn: string; nameAr: string; isActive: boolean }[]>;

type CollectionFields = {
  nameEn: string;
  nameAr: string;
  mediaId: number | null;
  rank: number;
  artistId: number | null;
  isActive: boolean;
};

const collectionNotFound = (id: number) =>
  new DomainError('NOT_FOUND', `Collection ${id} not found`, { reason: 'CATALOGUE_COLLECTION_NOT_FOUND' });
const productNotFound = (id: number) =>
  new DomainError('NOT_FOUND', `Product ${id} not found`, { reason: 'CATALOGUE_PRODUCT_NOT_FOUND' });

const productCount = collectionProducts.collectionId;

function selectCollections(db: Db) {
  return db
    .select({
      id: collections.id,
      nameEn: collections.nameEn,
      nameAr: collections.nameAr,
      rank: collections.rank,
      artistId: collections.artistId,
      isActive: collections.isActive,
      media: mediaColumns(media),
      productCount: count(productCount),
    })
    .from(collections)
    .leftJoin(media, eq(media.id, collections.mediaId))
    .leftJoin(collectionProducts, eq(collectionProducts.collectionId, collections.id))
    .groupBy(collections.id, media.id)
    .$dynamic();
}

/** Every collection, active or not, in the shop's order (highest rank first): the desk's list. */
export async function listAllCollections(db: Db, paging: Paging) {
  const [rows, [all]] = await Promise.all([
    selectCollections(db)
      .orderBy(desc(collections.rank), asc(collections.id))
      .limit(paging.limit + 1)
      .offset(paging.offset),
    db.select({ total: count() }).from(collections),
  ]);
  return { ...pageOf(rows, paging), total: all?.total ?? 0 };
}

/** A collection, active or not, with its products in the collection's own order. */
export async function findAdminCollection(db: Db, id: number, names: ProductNames) {
  const [row] = await selectCollections(db).where(eq(collections.id, id));
  if (!row) throw collectionNotFound(id);
  const order = await orderOf(db, id);
  const byId = new Map((await names(db, order)).map((product) => [product.id, product]));
  return { ...row, products: order.flatMap((productId) => byId.get(productId) ?? []) };
}

// Collections show in the shop's lists and pages, and filter product lists: every list may change.
const announce = (tx: Tx) => announceChange(tx, [cacheTags.catalogue]);

// Only an active artist is given a collection; one already given stays when other fields change.
async function assertArtist(tx: Tx, artistId: number | null, current: number | null) {
  if (artistId === null || artistId === current) return;
  if (!(await findArtist(tx, artistId)))
    throw new DomainError('NOT_FOUND', `Artist ${artistId} not found`, {
      reason: 'CATALOGUE_ARTIST_NOT_FOUND',
    });
}

const audit = (tx: Tx, act: StaffAct, action: string, id: number, before: unknown, after: unknown) =>
  act.recordAudit(tx, {
    staffId: act.staffId,
    action,
    recordType: 'collection',
    recordId: id,
    before,
    after,
    reason: act.reason,
    requestId: act.requestId,
  });

export async function createCollection(db: Db, fields: CollectionFields, act: StaffAct, names: ProductNames) {
  const id = await db.transaction(async (tx) => {
    await assertStaffPicture(tx, fields.mediaId, act.staffId, null);
    await assertArtist(tx, fields.artistId, null);
    const [row] = await tx.insert(collections).values(fields).returning({ id: collections.id });
    if (!row) throw new Error('no collection inserted');
    await audit(tx, act, 'collection.create', row.id, null, fields);
    await announce(tx);
    return row.id;
  });
  return findAdminCollection(db, id, names);
}

async function lockCollection(tx: Tx, id: number) {
  const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
  if (!row) throw collectionNotFound(id);
  return row;
}

export async function updateCollection(
  db: Db,
  id: number,
  fields: CollectionFields,
  act: StaffAct,
  names: ProductNames,
) {
  await db.transaction(async (tx) => {
    const before = await lockCollection(tx, id);
    await assertStaffPicture(tx, fields.mediaId, act.staffId, before.mediaId);
    await assertArtist(tx, fields.artistId, before.artistId);
    const keys = (Object.keys(fields) as (keyof CollectionFields)[]).filter(
      (key) => before[key] !== fields[key],
    );
    if (keys.length === 0) return;
    await tx.update(collections).set(fields).where(eq(collections.id, id));
    await audit(
      tx,
      act,
      'collection.edit',
      id,
      Object.fromEntries(keys.map((key) => [key, before[key]])),
      Object.fromEntries(keys.map((key) => [key, fields[key]])),
    );
    await announce(tx);
  });
  return findAdminCollection(db, id, names);
}

/** The collection's product ids in order; in a change, locked, as reorders rewrite ranks 0..n-1. */
async function orderOf(db: Db, id: number, lock = false) {
  const query = db
    .select({ productId: collectionProducts.productId })
    .from(collectionProducts)
    .where(eq(collectionProducts.collectionId, id))
    .orderBy(asc(collectionProducts.rank), asc(collectionProducts.productId))
    .$dynamic();
  const rows = await (lock ? query.for('update') : query);
  return rows.map((row) => row.productId);
}

async function writeOrder(tx: Tx, id: number, order: number[]) {
  for (const [rank, productId] of order.entries())
    await tx
      .update(collectionProducts)
      .set({ rank })
      .where(and(eq(collectionProducts.collectionId, id), eq(collectionProducts.productId, productId)));
}

export async function addCollectionProduct(
  db: Db,
  id: number,
  productId: number,
  act: StaffAct,
  names: ProductNames,
) {
  await db.transaction(async (tx) => {
    await lockCollection(tx, id);
    // Only catalogue products: a shopper's own design never belongs in a collection.
    if ((await names(tx, [productId])).length === 0) throw productNotFound(productId);
    const order = await orderOf(tx, id, true);
    if (order.includes(productId))
      throw new DomainError('CONFLICT', `Product ${productId} is already in the collection`, {
        reason: 'CATALOGUE_COLLECTION_HAS_PRODUCT',
      });
    await writeOrder(tx, id, order);
    await tx.insert(collectionProducts).values({ collectionId: id, productId, rank: order.length });
    await audit(
      tx,
      act,
      'collection.add-product',
      id,
      { products: order },
      { products: [...order, productId] },
    );
    await announce(tx);
  });
  return findAdminCollection(db, id, names);
}

export async function moveCollectionProduct(
  db: Db,
  ids: { id: number; productId: number },
  direction: 'up' | 'down',
  act: StaffAct,
  names: ProductNames,
) {
  await db.transaction(async (tx) => {
    await lockCollection(tx, ids.id);
    const order = await orderOf(tx, ids.id, true);
    const moved = moveOneStep(order, ids.productId, direction);
    if (!moved) throw productNotFound(ids.productId);
    if (moved.every((productId, index) => productId === order[index])) return;
    await writeOrder(tx, ids.id, moved);
    await audit(tx, act, 'collection.move-product', ids.id, { products: order }, { products: moved });
    await announce(tx);
  });
  return findAdminCollection(db, ids.id, names);
}

export async function removeCollectionProduct(
  db: Db,
  ids: { id: number; productId: number },
  act: StaffAct,
  names: ProductNames,
) {
  await db.transaction(async (tx) => {
    await lockCollection(tx, ids.id);
    const order = await orderOf(tx, ids.id, true);
    if (!order.includes(ids.productId)) throw productNotFound(ids.productId);
    await tx
      .delete(collectionProducts)
      .where(
        and(eq(collectionProducts.collectionId, ids.id), eq(collectionProducts.productId, ids.productId)),
      );
    const rest = order.filter((productId) => productId !== ids.productId);
    await writeOrder(tx, ids.id, rest);
    await audit(tx, act, 'collection.remove-product', ids.id, { products: order }, { products: rest });
    await announce(tx);
  });
  return findAdminCollection(db, ids.id, names);
}
