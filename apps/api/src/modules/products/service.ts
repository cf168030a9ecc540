import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { productImages, products, productsTags, tags } from '@seed/db/schema/products';
import { normalizeSearchText } from '@seed/domain/arabic-search';
import type { Paging } from '@seed/domain/paging';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mediaColumns } from '../../http/media';
import { pageOf } from '../../http/schemas';
import { findArtistSummaries, joinActiveArtist } from '../artists/service';
import { findArtworkSummary, hasTopic, joinListedArtwork } from '../artworks/service';
import { findInventory } from '../inventory/service';
import { recentViews } from '../views/service';

type ProductFilter = {
  search?: string;
  topicId?: number;
  categoryToSubcategoryId?: number;
  artworkId?: number;
  excludeProductsId?: number[];
  tagsIds?: number[];
};

const randomMedia = alias(media, 'random_media');
const artwork = joinListedArtwork(products.artworkId);
const artist = joinActiveArtist(products.artistId);

// Shop listings match the partial index products_listing_idx (active, artist active, not a shopper's own
// design); the artwork and artist joins then drop rows whose artwork or artist is hidden.
// Literal booleans, not bound parameters: a prepared statement's generic plan could not match the index.
const isListed = and(
  sql`${products.isActive} and ${products.isArtistActive}`,
  isNull(products.ownerUserId),
  artwork.isVisible,
  artist.isVisible,
)!;

// The index is built DESC NULLS LAST; the same order here is what lets Postgres read a page off it and stop.
const shopOrder = [sql`${products.rank} desc nulls last`, sql`${products.id} desc nulls last`];

// Each word must appear in the normalised search text, so "قميص أحمر" finds "احمر ... قميص"; the trigram
// index serves ILIKE '%word%'. Normalising leaves only letters and digits, so no LIKE wildcard gets through.
function matchesSearch(search: string): SQL | undefined {
  const words = normalizeSearchText(search).split(' ').filter(Boolean).slice(0, 8);
  return and(...words.map((word) => ilike(products.searchText, `%${word}%`)));
}

function filterConditions(db: Db, filter: ProductFilter): (SQL | undefined)[] {
  return [
    filter.search ? matchesSearch(filter.search) : undefined,
    filter.topicId === undefined ? undefined : hasTopic(db, products.artworkId, filter.topicId),
    filter.categoryToSubcategoryId === undefined
      ? undefined
      : eq(products.categoryToSubcategoryId, filter.categoryToSubcategoryId),
    filter.artworkId === undefined ? undefined : eq(products.artworkId, filter.artworkId),
    filter.excludeProductsId?.length ? notInArray(products.id, filter.excludeProductsId) : undefined,
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

export async function listProducts(db: Db, filter: ProductFilter & Paging) {
  const rows = await selectListed(db)
    .where(and(isListed, ...filterConditions(db, filter)))
    .orderBy(...shopOrder)
    .limit(filter.limit + 1)
    .offset(filter.offset);
  return pageOf(rows, filter);
}

const TRENDING_DAYS = 30;
// A purchase says more about what is in demand than a look does.
const PURCHASE_WEIGHT = 20;

/** Most viewed and bought over the last month; with no views yet the shop's own ranking decides. */
export async function listTrendingProducts(db: Db, paging: Paging) {
  const views = recentViews(db, 'product', TRENDING_DAYS);
  const score = sql`coalesce(${views.views}, 0) + ${products.purchaseCount} * ${PURCHASE_WEIGHT}`;
  const rows = await selectListed(db)
    .leftJoin(views, eq(views.targetId, products.id))
    .where(isListed)
    .orderBy(desc(score), ...shopOrder)
    .limit(paging.limit + 1)
    .offset(paging.offset);
  return pageOf(rows, paging);
}

// A shopper's own design is not in the shop, but its owner may open it.
function isVisibleTo(userId: number | null): SQL {
  return userId === null ? isListed : or(isListed, eq(products.ownerUserId, userId))!;
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
