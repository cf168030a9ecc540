import type { Db } from '@seed/db/client';
import { bundles, bundleTemplatesInventories } from '@seed/db/schema/bundles';
import { media } from '@seed/db/schema/media';
import { bundlePrice } from '@seed/domain/bundle-pricing';
import type { Currency } from '@seed/domain/currency';
import type { Paging } from '@seed/domain/paging';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';
import { findInventory, findInventoryPrices } from '../inventory/service';
import { categoryTreeOf, findCategoryTrees, findTemplates, type TemplateRow } from '../templates/service';

const bundleColumns = {
  id: bundles.id,
  nameEn: bundles.nameEn,
  nameAr: bundles.nameAr,
  isActive: bundles.isActive,
  discountPercentage: bundles.discountPercentage,
  rank: bundles.rank,
  morphType: bundles.morphType,
  type: bundles.type,
  mediaId: bundles.mediaId,
  media: mediaColumns(media),
};

export type BundlePart = Awaited<ReturnType<typeof partsOf>>[number];

// A bundle's blank items in the order they were set up, which is the order the pages show them in.
async function partsOf(db: Db, bundleIds: number[]) {
  if (bundleIds.length === 0) return [];
  return db
    .select({
      id: bundleTemplatesInventories.id,
      bundleId: bundleTemplatesInventories.bundleId,
      inventoryId: bundleTemplatesInventories.inventoryId,
      templateId: bundleTemplatesInventories.templateId,
      templateCategoryId: bundleTemplatesInventories.templateCategoryId,
      count: bundleTemplatesInventories.count,
    })
    .from(bundleTemplatesInventories)
    .where(inArray(bundleTemplatesInventories.bundleId, bundleIds))
    .orderBy(asc(bundleTemplatesInventories.id));
}

function selectBundles(db: Db) {
  return db.select(bundleColumns).from(bundles).leftJoin(media, eq(media.id, bundles.mediaId));
}

/** The active bundles by rank, each with its parts and its price in the currency. */
export async function listBundles(db: Db, paging: Paging, currency: Currency) {
  const rows = await selectBundles(db)
    .where(eq(bundles.isActive, true))
    .orderBy(asc(bundles.rank), asc(bundles.id))
    .limit(paging.limit + 1)
    .offset(paging.offset);
  const page = pageOf(rows, paging);
  const parts = await partsOf(
    db,
    page.items.map((row) => row.id),
  );
  const prices = await findInventoryPrices(db, [...new Set(parts.map((part) => part.inventoryId))]);
  return {
    ...page,
    items: page.items.map((row) => {
      const own = parts.filter((part) => part.bundleId === row.id);
      return { ...row, parts: own, ...priceOf(own, prices, row.discountPercentage, currency) };
    }),
  };
}

function priceOf(parts: BundlePart[], prices: Map<number, number>, discount: number, currency: Currency) {
  const priced = parts.map((part) => ({ unitPrice: prices.get(part.inventoryId) ?? 0, count: part.count }));
  return bundlePrice(priced, discount, currency);
}

/** An active bundle with its parts, or null. */
export async function findBundle(db: Db, id: number) {
  const [row] = await selectBundles(db).where(and(eq(bundles.id, id), eq(bundles.isActive, true)));
  if (!row) return null;
  return { ...row, parts: await partsOf(db, [id]) };
}

/** Which templates a part of a bundle takes: its own template, any of its category's, or, with neither, any. */
export function allowsTemplate(
  part: Pick<BundlePart, 'templateId' | 'templateCategoryId'>,
  template: Pick<TemplateRow, 'id' | 'templateCategoryId'>,
  categoryTree: (rootId: number) => Set<number>,
) {
  if (part.templateId === null && part.templateCategoryId === null) return true;
  if (part.templateId === template.id) return true;
  return (
    part.templateCategoryId !== null &&
    template.templateCategoryId !== null &&
    categoryTree(part.templateCategoryId).has(template.templateCategoryId)
  );
}

/**
 * Everything the customisation needs: the bundle with its price, each part with its blank item (colours,
 * sizes, stock) and the ids of the templates it takes, and those templates and their categories.
 */
export async function findBundleDetail(db: Db, id: number, currency: Currency) {
  const bundle = await findBundle(db, id);
  if (!bundle) return null;
  const { parts } = bundle;
  const categoryIds = [...new Set(parts.flatMap((part) => part.templateCategoryId ?? []))];
  const templateIds = [...new Set(parts.flatMap((part) => part.templateId ?? []))];
  const anyTemplate = parts.some((part) => part.templateId === null && part.templateCategoryId === null);
  const [items, templateCategories] = await Promise.all([
    Promise.all(parts.map((part) => findInventory(db, part.inventoryId))),
    findCategoryTrees(db, categoryIds),
  ]);
  const templates = await findTemplates(db, {
    ids: templateIds,
    categoryIds: templateCategories.map((category) => category.id),
    all: anyTemplate,
  });
  const tree = categoryTreeOf(templateCategories);
  const prices = new Map(items.flatMap((item) => (item ? [[item.id, item.price] as const] : [])));
  return {
    bundle: { ...bundle, ...priceOf(parts, prices, bundle.discountPercentage, currency) },
    relations: parts.map((part, index) => ({
      ...part,
      inventory: items[index] ?? null,
      templateIds: templates.filter((template) => allowsTemplate(part, template, tree)).map((t) => t.id),
    })),
    templates,
    templateCategories,
  };
}
