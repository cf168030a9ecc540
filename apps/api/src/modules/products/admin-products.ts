import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { productImages, products, productsTags, tags } from '@seed/db/schema/products';
import { categories, categoriesToSubcategories } from '@seed/db/schema/taxonomy';
import { normalizeSearchText } from '@seed/domain/arabic-search';
import { checkProductPrices } from '@seed/domain/catalogue-prices';
import { DomainError } from '@seed/domain/errors';
import type { Paging } from '@seed/domain/paging';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';
import type { StaffAct } from '../../http/staff-act';
import { findArtistSummaries } from '../artists/service';
import { findArtworkSummary } from '../artworks/service';
import { variantsOf } from '../inventory/service';
import { assertStaffPicture } from '../media/service';
import { listingArtist as artist } from './visibility';

export type AdminProductFilter = {
  q?: string;
  artist?: string;
  categoryId?: number;
  active?: boolean;
  featured?: boolean;
  sort?: 'newest' | 'name' | 'price' | 'featured';
  dir?: 'asc' | 'desc';
};

export const productNotFound = (id: number) =>
  new DomainError('NOT_FOUND', `Product ${id} not found`, { reason: 'CATALOGUE_PRODUCT_NOT_FOUND' });

// Catalogue products are the shop's own and its artists'; a shopper's design (owned, or a guest device's) is not.
const isCatalogue = and(isNull(products.ownerUserId), isNull(products.deviceId));

// Normalising leaves only letters, digits and single spaces, so no LIKE wildcard gets through.
const contains = (column: SQL | typeof products.searchText, text: string) =>
  sql`${column} like ${`%${normalizeSearchText(text)}%`}`;
const normalizedName = (column: unknown) => sql`lower(${column})`;

function conditions(filter: AdminProductFilter) {
  const q = filter.q?.trim();
  const asId = q && /^\d{1,9}$/.test(q) ? Number(q) : null;
  return and(
    isCatalogue,
    q ? or(contains(products.searchText, q), asId === null ? undefined : eq(products.id, asId)) : undefined,
    filter.artist?.trim()
      ? or(
          sql`lower(${artist.summary.displayNameEn}) like ${`%${filter.artist.trim().toLowerCase()}%`}`,
          sql`${artist.summary.displayNameAr} like ${`%${filter.artist.trim()}%`}`,
        )
      : undefined,
    filter.categoryId === undefined ? undefined : eq(categoriesToSubcategories.categoryId, filter.categoryId),
    filter.active === undefined ? undefined : eq(products.isActive, filter.active),
    filter.featured === undefined
      ? undefined
      : filter.featured
        ? sql`${products.featuredRank} is not null`
        : isNull(products.featuredRank),
  );
}

function orderOf(filter: AdminProductFilter): SQL[] {
  const dir = filter.dir === 'asc' ? asc : desc;
  switch (filter.sort) {
    case 'name':
      return [dir(normalizedName(products.nameEn)), desc(products.id)];
    case 'price':
      return [dir(products.price), desc(products.id)];
    case 'featured':
      // Featured first whichever way; within them, the rank in the asked direction.
      return [sql`${products.featuredRank} is null`, dir(products.featuredRank), desc(products.id)];
    default:
      return [dir(products.id)];
  }
}

const rowColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  price: products.price,
  oldPrice: products.oldPrice,
  discountedPrice: products.discountedPrice,
  isActive: products.isActive,
  featuredRank: products.featuredRank,
  artistId: products.artistId,
  artworkId: products.artworkId,
  artist: artist.summary,
  category: { id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr },
  media: mediaColumns(media),
};

// The artist joined whether or not it is active: staff edit every catalogue product.
function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(products)
    .leftJoin(media, eq(media.id, products.mediaId))
    .leftJoin(artist.table, artist.on)
    .leftJoin(categoriesToSubcategories, eq(categoriesToSubcategories.id, products.categoryToSubcategoryId))
    .leftJoin(categories, eq(categories.id, categoriesToSubcategories.categoryId))
    .$dynamic();
}

// The same joins as the rows (the filters name the artist and the category), without the picture.
function countRows(db: Db, where: SQL | undefined) {
  return db
    .select({ total: count() })
    .from(products)
    .leftJoin(artist.table, artist.on)
    .leftJoin(categoriesToSubcategories, eq(categoriesToSubcategories.id, products.categoryToSubcategoryId))
    .where(where);
}

export async function listCatalogueProducts(db: Db, filter: AdminProductFilter, paging: Paging) {
  const where = conditions(filter);
  const [rows, [matched]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...orderOf(filter))
      .limit(paging.limit + 1)
      .offset(paging.offset),
    countRows(db, where),
  ]);
  return { ...pageOf(rows, paging), total: matched?.total ?? 0 };
}

export async function findCatalogueProduct(db: Db, id: number) {
  const [[row], images, productTags, allTags, colors] = await Promise.all([
    selectRows(db).where(and(eq(products.id, id), isCatalogue)),
    db
      .select({
        id: productImages.id,
        type: productImages.type,
        colorId: productImages.colorId,
        rank: productImages.rank,
        media: mediaColumns(media),
      })
      .from(productImages)
      .leftJoin(media, eq(media.id, productImages.mediaId))
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.colorId), asc(productImages.rank), asc(productImages.id)),
    db
      .select({ id: tags.id, nameEn: tags.nameEn, nameAr: tags.nameAr, slug: tags.slug })
      .from(productsTags)
      .innerJoin(tags, eq(tags.id, productsTags.tagId))
      .where(eq(productsTags.productId, id))
      .orderBy(asc(tags.slug)),
    db
      .select({ id: tags.id, nameEn: tags.nameEn, nameAr: tags.nameAr, slug: tags.slug })
      .from(tags)
      .orderBy(asc(tags.slug)),
    blankItemColors(db, id),
  ]);
  if (!row) throw productNotFound(id);
  return { ...row, images, tags: productTags, allTags, colors };
}

export async function lockCatalogueProduct(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), isCatalogue))
    .for('update');
  if (!row) throw productNotFound(id);
  return row;
}

export type ProductEdit = {
  nameEn: string;
  nameAr: string;
  price: number;
  oldPrice: number;
  discountedPrice: number;
  isActive: boolean;
  tagIds: number[];
};

// What a product is found by: its names, its artwork's titles, its artist's names and its tags (as the seed
// and the artist portal index them).
export async function searchTextOf(
  tx: Db,
  product: { artistId: number | null; artworkId: number | null },
  edit: Pick<ProductEdit, 'nameEn' | 'nameAr'>,
  tagNames: string[],
) {
  const [artists, artwork] = await Promise.all([
    findArtistSummaries(tx, product.artistId === null ? [] : [product.artistId]),
    product.artworkId === null ? null : findArtworkSummary(tx, product.artworkId),
  ]);
  const words = [
    edit.nameEn,
    edit.nameAr,
    artwork?.title,
    artwork?.titleAr,
    ...artists.flatMap((one) => [one.displayNameEn, one.displayNameAr]),
    ...tagNames,
  ];
  return normalizeSearchText(words.filter(Boolean).join(' '));
}

const EDITED = ['nameEn', 'nameAr', 'price', 'oldPrice', 'discountedPrice', 'isActive'] as const;

/**
 * Edits a catalogue product in one transaction under its row lock: the fields, its tags, its search text,
 * the audit row, and the notice that drops the storefront's cached replies showing it.
 */
export async function editCatalogueProduct(db: Db, id: number, edit: ProductEdit, act: StaffAct) {
  checkProductPrices(edit);
  await db.transaction(async (tx) => {
    const before = await lockCatalogueProduct(tx, id);
    const tagIds = [...new Set(edit.tagIds)];
    const chosen =
      tagIds.length === 0
        ? []
        : await tx
            .select({ id: tags.id, nameEn: tags.nameEn, nameAr: tags.nameAr })
            .from(tags)
            .where(inArray(tags.id, tagIds));
    if (chosen.length !== tagIds.length)
      throw new DomainError('INVALID_DATA', 'A chosen tag does not exist', {
        reason: 'CATALOGUE_TAG_NOT_FOUND',
      });
    const oldTags = await tx
      .select({ id: productsTags.tagId })
      .from(productsTags)
      .where(eq(productsTags.productId, id));
    const searchText = await searchTextOf(
      tx,
      before,
      edit,
      chosen.flatMap((tag) => [tag.nameEn, tag.nameAr]),
    );
    await tx
      .update(products)
      .set({ ...Object.fromEntries(EDITED.map((key) => [key, edit[key]])), searchText })
      .where(eq(products.id, id));
    await tx.delete(productsTags).where(eq(productsTags.productId, id));
    if (tagIds.length > 0)
      await tx.insert(productsTags).values(tagIds.map((tagId) => ({ productId: id, tagId })));
    const changed = EDITED.filter((key) => before[key] !== edit[key]);
    const oldTagIds = oldTags.map((tag) => tag.id).sort((a, b) => a - b);
    const newTagIds = [...tagIds].sort((a, b) => a - b);
    const tagsChanged = oldTagIds.join() !== newTagIds.join();
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'product.catalogue.edit',
      recordType: 'product',
      recordId: id,
      before: {
        ...Object.fromEntries(changed.map((key) => [key, before[key]])),
        ...(tagsChanged ? { tagIds: oldTagIds } : {}),
      },
      after: {
        ...Object.fromEntries(changed.map((key) => [key, edit[key]])),
        ...(tagsChanged ? { tagIds: newTagIds } : {}),
      },
      reason: act.reason,
      requestId: act.requestId,
    });
    await announceChange(tx, [cacheTags.product(id), cacheTags.catalogue]);
  });
  return findCatalogueProduct(db, id);
}

/** Puts a product on the home page at a rank, or takes it off (null). */
export async function featureCatalogueProduct(
  db: Db,
  id: number,
  featuredRank: number | null,
  act: StaffAct,
) {
  await db.transaction(async (tx) => {
    const before = await lockCatalogueProduct(tx, id);
    if (before.featuredRank === featuredRank) return;
    await tx.update(products).set({ featuredRank }).where(eq(products.id, id));
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: featuredRank === null ? 'product.featured.remove' : 'product.featured.set',
      recordType: 'product',
      recordId: id,
      before: { featuredRank: before.featuredRank },
      after: { featuredRank },
      reason: act.reason,
      requestId: act.requestId,
    });
    await announceChange(tx, [cacheTags.product(id), cacheTags.catalogue, cacheTags.content]);
  });
  return featuredRank;
}

// The garment colours of the product's blank item, each once.
async function blankItemColors(db: Db, productId: number) {
  const [product] = await db
    .select({ inventoryId: products.inventoryId })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return [];
  const variants = await variantsOf(db, product.inventoryId);
  return [...new Map(variants.map((variant) => [variant.color.id, variant.color])).values()];
}

export type ImageAdd = {
  mediaId: number;
  type: 'FRONT' | 'BACK' | 'POCKET' | 'EMBROIDERY' | 'LIFESTYLE';
  colorId: number | null;
  rank: number;
};

/** Adds a picture for a side and a colour of the blank item (or any colour), from the staff member's upload. */
export async function addCatalogueProductImage(db: Db, id: number, image: ImageAdd, act: StaffAct) {
  await db.transaction(async (tx) => {
    await lockCatalogueProduct(tx, id);
    await assertStaffPicture(tx, image.mediaId, act.staffId, null);
    if (
      image.colorId !== null &&
      !(await blankItemColors(tx, id)).some((color) => color.id === image.colorId)
    )
      throw new DomainError('INVALID_DATA', `Colour ${image.colorId} is not one of the blank item's`, {
        reason: 'CATALOGUE_COLOR_NOT_OFFERED',
      });
    const [row] = await tx
      .insert(productImages)
      .values({ ...image, productId: id })
      .returning({ id: productImages.id });
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'product.image.add',
      recordType: 'product',
      recordId: id,
      before: null,
      after: { imageId: row?.id, ...image },
      reason: act.reason,
      requestId: act.requestId,
    });
    await announceChange(tx, [cacheTags.product(id), cacheTags.catalogue]);
  });
  return findCatalogueProduct(db, id);
}

export async function removeCatalogueProductImage(db: Db, id: number, imageId: number, act: StaffAct) {
  await db.transaction(async (tx) => {
    await lockCatalogueProduct(tx, id);
    const [removed] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, id)))
      .returning();
    if (!removed)
      throw new DomainError('NOT_FOUND', `Image ${imageId} not found`, {
        reason: 'CATALOGUE_IMAGE_NOT_FOUND',
      });
    await act.recordAudit(tx, {
      staffId: act.staffId,
      action: 'product.image.remove',
      recordType: 'product',
      recordId: id,
      before: { imageId, mediaId: removed.mediaId, type: removed.type, colorId: removed.colorId },
      after: null,
      reason: act.reason,
      requestId: act.requestId,
    });
    await announceChange(tx, [cacheTags.product(id), cacheTags.catalogue]);
  });
  return findCatalogueProduct(db, id);
}
