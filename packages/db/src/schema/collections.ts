import { boolean, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { artists } from './artists';
import { media } from './media';
import { products } from './products';

export const collections = pgTable('collections', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  nameEn: varchar({ length: 120 }).notNull(),
  nameAr: varchar({ length: 120 }).notNull(),
  isActive: boolean().notNull().default(true),
  rank: integer().notNull().default(0),
  artistId: integer().references(() => artists.id, { onDelete: 'cascade' }),
  mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
});

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer()
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rank: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_products_product_idx').on(t.productId),
  ],
);
