import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { productImages, products, productsTags, tags } from '@seed/db/schema/products';
import { categoriesToSubcategories } from '@seed/db/schema/taxonomy';
import type { Paging } from '@seed/domain/paging';
import { and, asc, desc, eq, exists, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/page';
import { type TextSearch, textSearch } from '../../http/text-search';
import { findArtistSummaries, joinActiveArtist } from '../artists/service';
import { findArtworkSummary, hasTopic, joinListedArtwork } from '../artworks/service';
import { collectionRank, inCollection } from '../collections/service';
import { findInventory } from '../inventory/service';
import { recentViews } from '../views/service';
import {
  listingArtist as artist,
  listingArtwork as artwork,
  isListed,
  isListedByOwnColumns,
  isVisibleTo,
} from './visibility';

type ProductFilter = {
  search?: string;
  topicId?: number;
  categoryToSubcategoryId?: number;
  artworkId?: number;
  excludeProductsId?: number[];
  tagsIds?: number[];
  artistId?: number;
  /** Any category link of this subcategory: an artist's shop filters by subcategory alone. */
  subCategoryId?: number;
  inventoryId?: number;
  /** Only the collection's products, in the collection's order. */
  collectionId?: number;
  /** Only these products (a shopper's favourites); the listing rules still apply. */
  ids?: number[];
};

const randomMedia = alias(media, 'random_media');
// The index is built DESC NULLS LAST; the same order here is what lets Postgres read a page off it and stop.
const shopOrder = [sql`${products.rank} desc nulls last`, sql`${products.id} desc nulls last`];

function filterConditions(
  db: Db,
  filter: ProductFilter,
  search: TextSearch | undefined,
): (SQL | undefined)[] {
  return [
    search?.matches,
    filter.topicId === undefined ? undefined : hasTopic(db, products.artworkId, filter.topicId),
    filter.categoryToSubcategoryId === undefined
      ? undefined
      : eq(products.categoryToSubcategoryId, filter.categoryToSubcategoryId),
    filter.artworkId === undefined ? undefined : eq(products.artworkId, filter.artworkId),
    filter.artistId === undefined ? undefined : eq(products.artistId, filter.artistId),
    filter.inventoryId === undefined ? undefined : eq(products.inventoryId, filter.inventoryId),
    filter.collectionId === undefined ? undefined : inCollection(db, products.id, filter.collectionId),
    filter.subCategoryId === undefined
      ? undefined
      : inArray(
          products.categoryToSubcategoryId,
          db
            .select({ id: categoriesToSubcategories.id })
            .from(categoriesToSubcategories)
            .where(eq(categoriesToSubcategories.subCategoryId, filter.subCategoryId)),
        ),
    filter.excludeProductsId?.length ? notInArray(products.id, filter.excludeProductsId) : undefined,
    filter.ids === undefined ? undefined : inArray(products.id, filter.ids),
    filter.tagsIds?.length
      ? exists(
          db
            .select({ one: sql`1` })
            .from(productsTags)
            .where(and(eq(productsTags.productId, products.id), inArray(productsTags.tagId, filter.tagsIds))),
        )
      : undefined,
  ];
}

const cardColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  price: products.price,
  oldPrice: products.oldPrice,
  discountedPrice: products.discountedPrice,
  randomColor: products.randomColor,
  artistId: products.artistId,
  artworkId: products.artworkId,
  inventoryId: products.inventoryId,
  media: mediaColumns(media),
  artist: artist.summary,
};

// One query per page: the image and the artist come from joins, not from a query per card.
function selectListed(db: Db) {
  return db
    .select(cardColumns)
    .from(products)
    .leftJoin(media, eq(media.id, products.mediaId))
    .leftJoin(artwork.table, artwork.on)
    .leftJoin(artist.table, artist.on)
    .$dynamic();
}

// A search ranks at most this many matches, the best-ranked in the shop: a common word ("tee") matches a
// third of a large catalogue, and scoring every match would cost a pass over most of it on each request.
// Postgres finds the window by reading products_search_window_idx (which holds the text, so no row is read)
// until it has enough matches, or, for a rare word, from the trigram index; only the window is scored.
const SEARCH_WINDOW = 1000;

/** Shop products, by relevance when searching (then by rank), by rank otherwise. */
export async function listProducts(db: Db, filter: ProductFilter & Paging) {
  const search = await textSearch(db, products.searchText, filter.search);
  const conditions = filterConditions(db, filter, search);
  const order = [
    ...(search ? [desc(search.relevance)] : []),
    ...(filter.collectionId === undefined ? [] : [asc(collectionRank(products.id, filter.collectionId))]),
    ...shopOrder,
  ];
  const query = selectListed(db).limit(filter.limit + 1);
  const rows = await (search
    ? query.where(inArray(products.id, searchPage(db, conditions, search, filter)))
    : query.offset(filter.offset).where(and(isListed, ...conditions))
  ).orderBy(...order);
  return pageOf(rows, filter);
}

/**
 * The ids of a search's page: the window of matches (products' own columns only: the artwork and artist
 * visibility estimates are rough, and a low estimate of the matches makes Postgres sort every match instead
 * of stopping early), scored, filtered by the listing rule and ordered as the page is, before any card is
 * read: the card columns and joins then cost one page of rows, not the whole window.
 */
function searchPage(
  db: Db,
  conditions: (SQL | undefined)[],
  search: TextSearch,
  filter: ProductFilter & Paging,
) {
  const window = db
    .select({
      id: products.id,
      rank: products.rank,
      artworkId: products.artworkId,
      artistId: products.artistId,
      relevance: sql<number>`${search.relevance}`.as('relevance'),
    })
    .from(products)
    .where(and(isListedByOwnColumns, ...conditions))
    .orderBy(...shopOrder)
    .limit(SEARCH_WINDOW)
    .as('search_window');
  const windowArtwork = joinListedArtwork(window.artworkId);
  const windowArtist = joinActiveArtist(window.artistId);
  return db
    .select({ id: window.id })
    .from(window)
    .leftJoin(windowArtwork.table, windowArtwork.on)
    .leftJoin(windowArtist.table, windowArtist.on)
    .where(and(windowArtwork.isVisible, windowArtist.isVisible))
    .orderBy(
      desc(window.relevance),
      ...(filter.collectionId === undefined ? [] : [asc(collectionRank(window.id, filter.collectionId))]),
      sql`${window.rank} desc nulls last`,
      sql`${window.id} desc nulls last`,
    )
    .limit(filter.limit + 1)
    .offset(filter.offset);
}

/** How many listed products each blank item has among those of the filter, by blank item id. */
export async function countByInventory(db: Db, filter: ProductFilter) {
  const search = await textSearch(db, products.searchText, filter.search);
  return db
    .select({ inventoryId: products.inventoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .leftJoin(artwork.table, artwork.on)
    .leftJoin(artist.table, artist.on)
    .where(and(isListed, ...filterConditions(db, filter, search)))
    .groupBy(products.inventoryId);
}

/**
 * The best-ranked listed product of each blank item that has one, for the shop's filter by product type:
 * one probe of products_inventory_listing_idx per item, however large the catalogue.
 */
export async function topProductPerInventory(db: Db, inventoryIds: number[]) {
  if (inventoryIds.length === 0) return [];
  const { rows } = await db.execute<{
    inventoryId: number;
    randomColor: string | null;
    categoryToSubcategoryId: number | null;
  }>(sql`
    select i.id as "inventoryId", top.random_color as "randomColor",
      top.category_to_subcategory_id as "categoryToSubcategoryId"
    from unnest(array[${sql.join(
      inventoryIds.map((id) => sql`${id}::int`),
      sql`, `,
    )}]) as i(id)
    cross join lateral (
      select ${products.randomColor}, ${products.categoryToSubcategoryId} from ${products}
      left join ${artwork.table} on ${artwork.on}
      left join ${artist.table} on ${artist.on}
      where ${products.inventoryId} = i.id and ${isListed}
      order by ${sql.join(shopOrder, sql`, `)}
      limit 1
    ) as top`);
  return rows;
}

const TRENDING_DAYS = 30;
// A purchase says more about what is in demand than a look does.
const PURCHASE_WEIGHT = 20;

/**
 * Most viewed and bought over the last month; with no views yet the shop's own ranking decides. For the home
 * page, the products the back office features come first, by their featured rank.
 */
export async function listTrendingProducts(db: Db, paging: Paging & { frontPage?: boolean }) {
  const views = recentViews(db, 'product', TRENDING_DAYS);
  const score = sql`coalesce(${views.views}, 0) + ${products.purchaseCount} * ${PURCHASE_WEIGHT}`;
  const featured = paging.frontPage ? [sql`${products.featuredRank} asc nulls last`] : [];
  const rows = await selectListed(db)
    .leftJoin(views, eq(views.targetId, products.id))
    .where(isListed)
    .orderBy(...featured, desc(score), ...shopOrder)
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}

/** A product page: the product with its images, tags, artist, artwork and blank item, or null. */
export async function findProduct(db: Db, id: number, userId: number | null) {
  const [[row], images, productTags] = await Promise.all([
    db
      .select({
        ...cardColumns,
        printingAreaColor: products.printingAreaColor,
        clientPrintPosition: products.clientPrintPosition,
        isArtistActive: products.isArtistActive,
        categoryToSubcategoryId: products.categoryToSubcategoryId,
        randomMedia: mediaColumns(randomMedia),
      })
      .from(products)
      .leftJoin(media, eq(media.id, products.mediaId))
      .leftJoin(randomMedia, eq(randomMedia.id, products.randomMediaId))
      .leftJoin(artwork.table, artwork.on)
      .leftJoin(artist.table, artist.on)
      .where(and(eq(products.id, id), isVisibleTo(userId))),
    imagesOf(db, id),
    tagsOf(db, id),
  ]);
  if (!row) return null;
  const [inventory, artists, artworkSummary] = await Promise.all([
    findInventory(db, row.inventoryId, { includeInactive: true }),
    findArtistSummaries(db, row.artistId === null ? [] : [row.artistId]),
    row.artworkId === null ? null : findArtworkSummary(db, row.artworkId),
  ]);
  if (!inventory) return null;
  return {
    ...row,
    productImages: images,
    productsTags: productTags,
    inventory,
    artist: artists[0] ?? null,
    artwork: artworkSummary,
  };
}

/**
 * What the studio starts from when it opens on a product: a listed catalogue product (anyone) or the
 * caller's own customised one; null for anything else, which is as good as missing.
 */
export async function findStudioSource(db: Db, id: number, userId: number | null) {
  const [[row], images] = await Promise.all([
    db
      .select({
        id: products.id,
        inventoryId: products.inventoryId,
        artworkId: products.artworkId,
        ownerUserId: products.ownerUserId,
        design: products.design,
        clientPrintPosition: products.clientPrintPosition,
        printingAreaColor: products.printingAreaColor,
      })
      .from(products)
      .leftJoin(artwork.table, artwork.on)
      .leftJoin(artist.table, artist.on)
      .where(and(eq(products.id, id), isVisibleTo(userId))),
    imagesOf(db, id),
  ]);
  if (!row) return null;
  const colorId = images.find((image) => image.colorId !== null)?.colorId ?? null;
  return { ...row, colorId };
}

/** The main image and the mockups of a product its caller may see, or null. */
export async function findProductImages(db: Db, id: number, userId: number | null) {
  const [[row], images] = await Promise.all([
    db
      .select({ media: mediaColumns(media) })
      .from(products)
      .leftJoin(media, eq(media.id, products.mediaId))
      .leftJoin(artwork.table, artwork.on)
      .leftJoin(artist.table, artist.on)
      .where(and(eq(products.id, id), isVisibleTo(userId))),
    imagesOf(db, id),
  ]);
  return row ? { media: row.media, productImages: images } : null;
}

async function imagesOf(db: Db, productId: number) {
  return db
    .select({
      id: productImages.id,
      type: productImages.type,
      colorId: productImages.colorId,
      media: mediaColumns(media),
    })
    .from(productImages)
    .innerJoin(media, eq(media.id, productImages.mediaId))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.rank), asc(productImages.id));
}

async function tagsOf(db: Db, productId: number) {
  return db
    .select({ id: tags.id, nameEn: tags.nameEn, nameAr: tags.nameAr, slug: tags.slug })
    .from(productsTags)
    .innerJoin(tags, eq(tags.id, productsTags.tagId))
    .where(eq(productsTags.productId, productId))
    .orderBy(asc(tags.id));
}

/**
 * The picture of a product line as SQL, for queries that join a line to its product: the photo of the
 * line's side (a back print shows the back, anything else the front) in the line's garment colour, else that
 * side in any colour, else the product's main image. The cart's `lineImage` chooses the same way. The
 * arguments are table-qualified SQL (`${table}.column`): a bare column name would mean the subquery's own.
 */
export function linePhotoId(productId: SQL, colorId: SQL, position: SQL) {
  return sql<number | null>`coalesce(
    (select pi.media_id from ${productImages} pi
      where pi.product_id = ${productId}
        and pi.type::text = (case when ${position}::text = 'BACK' then 'BACK' else 'FRONT' end)
      order by (pi.color_id is not distinct from ${colorId}) desc, (pi.color_id is null) desc, pi.rank, pi.id
      limit 1),
    (select p.media_id from ${products} p where p.id = ${productId}))`;
}

/**
 * Names of the catalogue products among `ids`, active or not (a shopper's design, owned or a guest device's,
 * is none): for the back office's lists that hold products, such as a collection's.
 */
export async function findCatalogueProductNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      isActive: products.isActive,
    })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.ownerUserId), isNull(products.deviceId)));
}
