import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { categories, categoriesToSubcategories, subCategories } from '@seed/db/schema/taxonomy';
import type { Paging } from '@seed/domain/paging';
import { and, asc, eq, getTableColumns, inArray, type SQLWrapper } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';

async function subcategoriesOf(db: Db, categoryIds: number[]) {
  if (categoryIds.length === 0) return [];
  return db
    .select({
      id: categoriesToSubcategories.id,
      categoryId: categoriesToSubcategories.categoryId,
      subCategoryId: categoriesToSubcategories.subCategoryId,
      rank: categoriesToSubcategories.rank,
      subCategory: getTableColumns(subCategories),
    })
    .from(categoriesToSubcategories)
    .innerJoin(subCategories, eq(subCategories.id, categoriesToSubcategories.subCategoryId))
    .where(and(inArray(categoriesToSubcategories.categoryId, categoryIds), eq(subCategories.isActive, true)))
    .orderBy(asc(categoriesToSubcategories.rank), asc(subCategories.rank), asc(subCategories.id));
}

function selectCategories(db: Db) {
  return db
    .select({ ...getTableColumns(categories), media: mediaColumns(media) })
    .from(categories)
    .leftJoin(media, eq(media.id, categories.mediaId))
    .$dynamic();
}

type CategoryRow = Awaited<ReturnType<ReturnType<typeof selectCategories>['execute']>>[number];

// One query for the categories and one for all their subcategories, whatever the page size.
async function withSubcategories(db: Db, rows: CategoryRow[]) {
  const links = await subcategoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    categoriesToSubcategories: links.filter((link) => link.categoryId === row.id),
  }));
}

export async function listCategories(db: Db, filter: Paging & { id?: number }) {
  const rows = await selectCategories(db)
    .where(
      and(eq(categories.isActive, true), filter.id === undefined ? undefined : eq(categories.id, filter.id)),
    )
    .orderBy(asc(categories.rank), asc(categories.id))
    .limit(filter.limit + 1)
    .offset(filter.offset);
  const page = pageOf(rows, filter);
  return { ...page, items: await withSubcategories(db, page.items) };
}

export async function findCategory(db: Db, id: number) {
  const rows = await selectCategories(db).where(and(eq(categories.id, id), eq(categories.isActive, true)));
  const [category] = await withSubcategories(db, rows);
  return category ?? null;
}

/** The link ids of a category's subcategories, as a subquery, for items filed under them. */
export function categoryLinkIds(db: Db, categoryId: number) {
  return db
    .select({ id: categoriesToSubcategories.id })
    .from(categoriesToSubcategories)
    .where(eq(categoriesToSubcategories.categoryId, categoryId));
}

/** The category/subcategory pairs behind link ids (a list or a subquery), for items filed under them. */
export async function findCategoryLinks(db: Db, linkIds: SQLWrapper | number[]) {
  if (Array.isArray(linkIds) && linkIds.length === 0) return [];
  return db
    .select({
      id: categoriesToSubcategories.id,
      categoryId: categoriesToSubcategories.categoryId,
      subCategoryId: categoriesToSubcategories.subCategoryId,
    })
    .from(categoriesToSubcategories)
    .where(inArray(categoriesToSubcategories.id, linkIds));
}

/** Every category link a blank item may be listed under, with both names of its category and subcategory. */
export function listNamedCategoryLinks(db: Db) {
  return db
    .select({
      id: categoriesToSubcategories.id,
      categoryEn: categories.nameEn,
      categoryAr: categories.nameAr,
      subcategoryEn: subCategories.nameEn,
      subcategoryAr: subCategories.nameAr,
    })
    .from(categoriesToSubcategories)
    .innerJoin(categories, eq(categories.id, categoriesToSubcategories.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, categoriesToSubcategories.subCategoryId))
    .orderBy(asc(categories.nameEn), asc(subCategories.nameEn));
}
