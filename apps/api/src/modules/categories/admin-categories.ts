import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db, Tx } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { categories, categoriesToSubcategories, subCategories } from '@seed/db/schema/taxonomy';
import { DomainError } from '@seed/domain/errors';
import { and, asc, eq, ne } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import type { StaffAct } from '../../http/staff-act';
import { assertStaffPicture } from '../media/service';

export type CategoryFields = {
  nameEn: string;
  nameAr: string;
  mediaId: number | null;
  background: string | null;
  rank: number;
  isForShop: boolean;
  isForCustomization: boolean;
  isActive: boolean;
};

export type SubcategoryFields = {
  nameEn: string;
  nameAr: string;
  slug: string;
  rank: number;
  isForCustomization: boolean;
  isActive: boolean;
};

const categoryNotFound = (id: number) =>
  new DomainError('NOT_FOUND', `Category ${id} not found`, { reason: 'CATALOGUE_CATEGORY_NOT_FOUND' });

/** Every category, active or not, with all its subcategories, by rank: the desk's list. */
export async function listAllCategories(db: Db, onlyId?: number) {
  const [rows, links] = await Promise.all([
    db
      .select({
        id: categories.id,
        nameEn: categories.nameEn,
        nameAr: categories.nameAr,
        background: categories.background,
        rank: categories.rank,
        isForShop: categories.isForShop,
        isForCustomization: categories.isForCustomization,
        isActive: categories.isActive,
        media: mediaColumns(media),
      })
      .from(categories)
      .leftJoin(media, eq(media.id, categories.mediaId))
      .where(onlyId === undefined ? undefined : eq(categories.id, onlyId))
      .orderBy(asc(categories.rank), asc(categories.id)),
    db
      .select({
        linkId: categoriesToSubcategories.id,
        categoryId: categoriesToSubcategories.categoryId,
        id: subCategories.id,
        nameEn: subCategories.nameEn,
        nameAr: subCategories.nameAr,
        slug: subCategories.slug,
        rank: subCategories.rank,
        isForCustomization: subCategories.isForCustomization,
        isActive: subCategories.isActive,
      })
      .from(categoriesToSubcategories)
      .innerJoin(subCategories, eq(subCategories.id, categoriesToSubcategories.subCategoryId))
      .where(onlyId === undefined ? undefined : eq(categoriesToSubcategories.categoryId, onlyId))
      .orderBy(asc(subCategories.rank), asc(subCategories.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    subcategories: links
      .filter((link) => link.categoryId === row.id)
      .map(({ categoryId: _, ...link }) => link),
  }));
}

async function oneCategory(db: Db, id: number) {
  const [category] = await listAllCategories(db, id);
  if (!category) throw categoryNotFound(id);
  return category;
}

// Categories show in the shop menu and lists, products and blank items under them: every list may change.
const announce = (tx: Tx) => announceChange(tx, [cacheTags.catalogue]);

export async function createCategory(db: Db, fields: CategoryFields, act: StaffAct) {
  const id = await db.transaction(async (tx) => {
    await assertStaffPicture(tx, fields.mediaId, act.staffId, null);
    const [row] = await tx.insert(categories).values(fields).returning({ id: categories.id });
    if (!row) throw new Error('no category inserted');
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'category.create',
      recordType: 'category',
      recordId: row.id,
      before: null,
      after: fields,
      reason: act.reason,
      requestId: act.requestId,
    });
    await announce(tx);
    return row.id;
  });
  return oneCategory(db, id);
}

const changes = <T extends object>(before: T, after: T) => {
  const keys = (Object.keys(after) as (keyof T)[]).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
};

export async function updateCategory(db: Db, id: number, fields: CategoryFields, act: StaffAct) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw categoryNotFound(id);
    await assertStaffPicture(tx, fields.mediaId, act.staffId, before.mediaId);
    await tx.update(categories).set(fields).where(eq(categories.id, id));
    const { before: was, after: is } = changes(before, { ...before, ...fields });
    if (Object.keys(is).length === 0) return;
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'category.edit',
      recordType: 'category',
      recordId: id,
      before: was,
      after: is,
      reason: act.reason,
      requestId: act.requestId,
    });
    await announce(tx);
  });
  return oneCategory(db, id);
}

async function assertSlugFree(tx: Tx, slug: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(and(eq(subCategories.slug, slug), exceptId === null ? undefined : ne(subCategories.id, exceptId)));
  if (taken)
    throw new DomainError('CONFLICT', `The address ${slug} is taken`, {
      reason: 'CATALOGUE_SLUG_TAKEN',
      details: { slug },
    });
}

async function lockCategory(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .for('update');
  if (!row) throw categoryNotFound(id);
}

export async function createSubcategory(
  db: Db,
  categoryId: number,
  fields: SubcategoryFields,
  act: StaffAct,
) {
  await db.transaction(async (tx) => {
    await lockCategory(tx, categoryId);
    await assertSlugFree(tx, fields.slug, null);
    const [row] = await tx.insert(subCategories).values(fields).returning({ id: subCategories.id });
    if (!row) throw new Error('no subcategory inserted');
    await tx
      .insert(categoriesToSubcategories)
      .values({ categoryId, subCategoryId: row.id, rank: fields.rank });
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'subcategory.create',
      recordType: 'subcategory',
      recordId: row.id,
      before: null,
      after: { ...fields, categoryId },
      reason: act.reason,
      requestId: act.requestId,
    });
    await announce(tx);
  });
  return oneCategory(db, categoryId);
}

export async function updateSubcategory(
  db: Db,
  ids: { categoryId: number; subId: number },
  fields: SubcategoryFields,
  act: StaffAct,
) {
  await db.transaction(async (tx) => {
    await lockCategory(tx, ids.categoryId);
    const [before] = await tx
      .select({
        id: subCategories.id,
        nameEn: subCategories.nameEn,
        nameAr: subCategories.nameAr,
        slug: subCategories.slug,
        rank: subCategories.rank,
        isForCustomization: subCategories.isForCustomization,
        isActive: subCategories.isActive,
      })
      .from(subCategories)
      .innerJoin(categoriesToSubcategories, eq(categoriesToSubcategories.subCategoryId, subCategories.id))
      .where(and(eq(subCategories.id, ids.subId), eq(categoriesToSubcategories.categoryId, ids.categoryId)))
      .for('update');
    if (!before) throw categoryNotFound(ids.categoryId);
    await assertSlugFree(tx, fields.slug, ids.subId);
    await tx.update(subCategories).set(fields).where(eq(subCategories.id, ids.subId));
    await tx
      .update(categoriesToSubcategories)
      .set({ rank: fields.rank })
      .where(
        and(
          eq(categoriesToSubcategories.categoryId, ids.categoryId),
          eq(categoriesToSubcategories.subCategoryId, ids.subId),
        ),
      );
    const { before: was, after: is } = changes(before, { ...before, ...fields });
    if (Object.keys(is).length === 0) return;
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'subcategory.edit',
      recordType: 'subcategory',
      recordId: ids.subId,
      before: was,
      after: is,
      reason: act.reason,
      requestId: act.requestId,
    });
    await announce(tx);
  });
  return oneCategory(db, ids.categoryId);
}
