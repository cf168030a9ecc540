import type { BundleBody } from '@seed/contract/admin-content-catalogue';
import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db, Tx } from '@seed/db/client';
import { bundles, bundleTemplatesInventories } from '@seed/db/schema/bundles';
import { media } from '@seed/db/schema/media';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';
import { listInventories } from '../inventory/service';
import { findOwnedMedia } from '../media/service';
import { type RecordAudit, templateChoices } from '../templates/admin-templates';

type StaffAct = { staffId: number; reason: string | null; requestId: string };

const notFound = (id: number) =>
  new DomainError('NOT_FOUND', `Bundle ${id} not found`, { reason: 'BUNDLE_NOT_FOUND' });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const summaryColumns = {
  id: bundles.id,
  nameEn: bundles.nameEn,
  nameAr: bundles.nameAr,
  discountPercentage: bundles.discountPercentage,
  rank: bundles.rank,
  isActive: bundles.isActive,
  itemsCount: sql<number>`(select count(*)::int from ${bundleTemplatesInventories} where ${bundleTemplatesInventories.bundleId} = ${bundles.id})`,
};

/** Every bundle, sold or not, by rank; `q` finds part of a name in either language. */
export async function listAdminBundles(db: Db, q: string | undefined, paging: Paging) {
  const where = q
    ? or(ilike(bundles.nameEn, `%${escapeLike(q)}%`), ilike(bundles.nameAr, `%${escapeLike(q)}%`))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(bundles)
      .where(where)
      .orderBy(asc(bundles.rank), asc(bundles.id))
      .limit(paging.limit + 1)
      .offset(paging.offset),
    db.select({ total: count() }).from(bundles).where(where),
  ]);
  return { ...pageOf(rows, paging), total: total?.total ?? 0 };
}

export async function findAdminBundle(db: Db, id: number) {
  const [row] = await db
    .select({ ...summaryColumns, media: mediaColumns(media) })
    .from(bundles)
    .leftJoin(media, eq(media.id, bundles.mediaId))
    .where(eq(bundles.id, id));
  if (!row) throw notFound(id);
  const items = await db
    .select({
      id: bundleTemplatesInventories.id,
      inventoryId: bundleTemplatesInventories.inventoryId,
      templateId: bundleTemplatesInventories.templateId,
      templateCategoryId: bundleTemplatesInventories.templateCategoryId,
      count: bundleTemplatesInventories.count,
    })
    .from(bundleTemplatesInventories)
    .where(eq(bundleTemplatesInventories.bundleId, id))
    .orderBy(asc(bundleTemplatesInventories.id));
  return { ...row, items };
}

// Bundles offer the active blank items; a shop has tens of them, not thousands.
const CHOICES_LIMIT = 200;

/** What a bundle may hold: the active blank items, templates and template categories. */
export async function bundleChoices(db: Db) {
  const [items, offered] = await Promise.all([
    listInventories(db, { limit: CHOICES_LIMIT, offset: 0 }),
    templateChoices(db),
  ]);
  return {
    inventories: items.items.map(({ id, nameEn, nameAr }) => ({ id, nameEn, nameAr })),
    ...offered,
  };
}

/**
 * Each item is a blank item on offer and takes one template, or any of a category, or (with neither) any
 * template at all; naming both would leave which one rules unclear.
 */
async function checkItems(db: Db, items: BundleBody['items']) {
  const choices = await bundleChoices(db);
  for (const item of items) {
    const known =
      choices.inventories.some((inventory) => inventory.id === item.inventoryId) &&
      (item.templateId === null || choices.templates.some((template) => template.id === item.templateId)) &&
      (item.templateCategoryId === null ||
        choices.templateCategories.some((category) => category.id === item.templateCategoryId));
    if (!known)
      throw new DomainError('INVALID_DATA', `Item ${item.inventoryId} names something not on offer`, {
        reason: 'BUNDLE_ITEM_UNKNOWN',
      });
    if (item.templateId !== null && item.templateCategoryId !== null)
      throw new DomainError('INVALID_DATA', 'An item takes a template or a template category, not both', {
        reason: 'BUNDLE_ITEM_TEMPLATE_AND_CATEGORY',
      });
  }
}

async function checkPicture(tx: Tx, staffId: number, next: number | null, current: number | null) {
  if (next === null || next === current) return;
  if (!(await findOwnedMedia(tx, next, staffId)))
    throw new DomainError('INVALID_DATA', `Image ${next} is not an upload of yours`, {
      reason: 'CATALOGUE_MEDIA_NOT_YOURS',
    });
}

const columnsOf = (body: BundleBody) => ({
  nameEn: body.nameEn,
  nameAr: body.nameAr,
  discountPercentage: body.discountPercentage,
  rank: body.rank,
  isActive: body.isActive,
  mediaId: body.mediaId,
});

async function replaceItems(tx: Tx, bundleId: number, items: BundleBody['items']) {
  await tx.delete(bundleTemplatesInventories).where(eq(bundleTemplatesInventories.bundleId, bundleId));
  await tx.insert(bundleTemplatesInventories).values(items.map((item) => ({ ...item, bundleId })));
}

// A bundle shows in the bundle lists and pages and on the home page: catalogue replies.
const CHANGED = [cacheTags.catalogue];

export async function createBundle(db: Db, body: BundleBody, act: StaffAct, recordAudit: RecordAudit) {
  await checkItems(db, body.items);
  const id = await db.transaction(async (tx) => {
    await checkPicture(tx, act.staffId, body.mediaId, null);
    const [row] = await tx.insert(bundles).values(columnsOf(body)).returning({ id: bundles.id });
    if (!row) throw new Error('no bundle inserted');
    await replaceItems(tx, row.id, body.items);
    await recordAudit(tx, {
      ...act,
      action: 'bundle.create',
      recordType: 'bundle',
      recordId: row.id,
      before: null,
      after: { ...columnsOf(body), items: body.items },
    });
    await announceChange(tx, CHANGED);
    return row.id;
  });
  return findAdminBundle(db, id);
}

/** Changes a bundle under its row lock; its items are replaced by those sent. */
export async function updateBundle(
  db: Db,
  id: number,
  body: BundleBody,
  act: StaffAct,
  recordAudit: RecordAudit,
) {
  await checkItems(db, body.items);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(bundles).where(eq(bundles.id, id)).for('update');
    if (!current) throw notFound(id);
    await checkPicture(tx, act.staffId, body.mediaId, current.mediaId);
    const before = await tx
      .select({
        inventoryId: bundleTemplatesInventories.inventoryId,
        templateId: bundleTemplatesInventories.templateId,
        templateCategoryId: bundleTemplatesInventories.templateCategoryId,
        count: bundleTemplatesInventories.count,
      })
      .from(bundleTemplatesInventories)
      .where(eq(bundleTemplatesInventories.bundleId, id))
      .orderBy(asc(bundleTemplatesInventories.id));
    await tx.update(bundles).set(columnsOf(body)).where(eq(bundles.id, id));
    await replaceItems(tx, id, body.items);
    await recordAudit(tx, {
      ...act,
      action: 'bundle.update',
      recordType: 'bundle',
      recordId: id,
      before: {
        nameEn: current.nameEn,
        nameAr: current.nameAr,
        discountPercentage: current.discountPercentage,
        rank: current.rank,
        isActive: current.isActive,
        mediaId: current.mediaId,
        items: before,
      },
      after: { ...columnsOf(body), items: body.items },
    });
    await announceChange(tx, CHANGED);
  });
  return findAdminBundle(db, id);
}
