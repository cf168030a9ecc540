import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { artists } from './artists';
import { artworks } from './artworks';
import { inventories, printPosition } from './inventory';
import { media } from './media';
import { categoriesToSubcategories } from './taxonomy';
import { users } from './users';

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nameEn: varchar({ length: 200 }).notNull(),
    nameAr: varchar({ length: 200 }).notNull(),
    inventoryId: integer()
      .notNull()
      .references(() => inventories.id),
    artistId: integer().references(() => artists.id, { onDelete: 'cascade' }),
    artworkId: integer().references(() => artworks.id, { onDelete: 'cascade' }),
    categoryToSubcategoryId: integer().references(() => categoriesToSubcategories.id, {
      onDelete: 'set null',
    }),
    // Prices in KWD fils; converted per request.
    price: integer().notNull(),
    oldPrice: integer().notNull().default(0),
    discountedPrice: integer().notNull().default(0),
    // The artist's share (KWD fils) within `price`: the blank item's price plus this margin.
    artistMargin: integer().notNull().default(0),
    randomColor: varchar({ length: 9 }),
    printingAreaColor: varchar({ length: 9 }),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    randomMediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    clientPrintPosition: printPosition().notNull().default('FRONT'),
    // A shopper's own design (studio) belongs to them and is never listed in the shop.
    ownerUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
    deviceId: varchar({ length: 100 }),
    design: jsonb(),
    isActive: boolean().notNull().default(true),
    isArtistActive: boolean().notNull().default(true),
    // Normalised (@seed/domain/arabic-search) names, artwork, artist and tags, for trigram search.
    searchText: text().notNull().default(''),
    rank: integer().notNull().default(0),
    // Set by the back office to show the product on the home page, lowest first; null when not featured.
    featuredRank: integer(),
    purchaseCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_listing_idx')
      .on(t.rank.desc(), t.id.desc())
      .where(sql`${t.isActive} and ${t.isArtistActive} and ${t.ownerUserId} is null`),
    index('products_artwork_idx').on(t.artworkId),
    index('products_artist_idx').on(t.artistId),
    index('products_inventory_idx').on(t.inventoryId),
    // The shop's filter by product type reads the best-ranked listed product of each blank item off this.
    index('products_inventory_listing_idx')
      .on(t.inventoryId, t.rank.desc(), t.id.desc())
      .where(sql`${t.isActive} and ${t.isArtistActive} and ${t.ownerUserId} is null`),
    // A search's window (products/service.ts) reads the best-ranked listed matches off this one. Its
    // migration adds INCLUDE (search_text, artwork_id, artist_id), which drizzle cannot say: the text is
    // matched and the visibility joined from the index alone (an index-only scan), without reading rows.
    index('products_search_window_idx')
      .on(t.rank.desc(), t.id.desc())
      .where(
        sql`${t.isActive} and ${t.isArtistActive} and ${t.ownerUserId} is null and ${t.deviceId} is null`,
      ),
    index('products_category_idx').on(t.categoryToSubcategoryId),
    index('products_owner_idx').on(t.ownerUserId),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const productImageType = pgEnum('product_image_type', [
  'FRONT',
  'BACK',
  'POCKET',
  'EMBROIDERY',
  'LIFESTYLE',
]);

export const productImages = pgTable(
  'product_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: productImageType().notNull(),
    mediaId: integer()
      .notNull()
      .references(() => media.id),
    // Mockups are rendered per garment colour; null means any colour.
    colorId: integer(),
    rank: integer().notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const tags = pgTable(
  'tags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nameEn: varchar({ length: 60 }).notNull(),
    nameAr: varchar({ length: 60 }).notNull(),
    slug: varchar({ length: 80 }).notNull(),
  },
  (t) => [uniqueIndex('tags_slug_unique').on(t.slug)],
);

export const productsTags = pgTable(
  'products_tags',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('products_tags_tag_idx').on(t.tagId)],
);

export const productsRelations = relations(products, ({ one, many }) => ({
  inventory: one(inventories, { fields: [products.inventoryId], references: [inventories.id] }),
  artist: one(artists, { fields: [products.artistId], references: [artists.id] }),
  artwork: one(artworks, { fields: [products.artworkId], references: [artworks.id] }),
  media: one(media, { fields: [products.mediaId], references: [media.id] }),
  productImages: many(productImages),
  productsTags: many(productsTags),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
  media: one(media, { fields: [productImages.mediaId], references: [media.id] }),
}));

export const productsTagsRelations = relations(productsTags, ({ one }) => ({
  product: one(products, { fields: [productsTags.productId], references: [products.id] }),
  tag: one(tags, { fields: [productsTags.tagId], references: [tags.id] }),
}));
