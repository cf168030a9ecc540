import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { media } from './media';

export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  nameEn: varchar({ length: 100 }).notNull(),
  nameAr: varchar({ length: 100 }).notNull(),
  mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
  background: varchar({ length: 9 }),
  isActive: boolean().notNull().default(true),
  // Neither flag set means both (spec §3): the rule lives in @seed/domain/category.
  isForCustomization: boolean().notNull().default(false),
  isForShop: boolean().notNull().default(false),
  rank: integer().notNull().default(0),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nameEn: varchar({ length: 100 }).notNull(),
    nameAr: varchar({ length: 100 }).notNull(),
    slug: varchar({ length: 120 }).notNull(),
    isForCustomization: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    rank: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('sub_categories_slug_unique').on(t.slug)],
);

// A subcategory can sit under several categories; products point at the link row.
export const categoriesToSubcategories = pgTable(
  'categories_to_subcategories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subCategoryId: integer()
      .notNull()
      .references(() => subCategories.id, { onDelete: 'cascade' }),
    rank: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_to_subcategories_unique').on(t.categoryId, t.subCategoryId),
    index('categories_to_subcategories_sub_idx').on(t.subCategoryId),
  ],
);

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  media: one(media, { fields: [categories.mediaId], references: [media.id] }),
  categoriesToSubcategories: many(categoriesToSubcategories),
}));

export const subCategoriesRelations = relations(subCategories, ({ many }) => ({
  categoriesToSubcategories: many(categoriesToSubcategories),
}));

export const categoriesToSubcategoriesRelations = relations(categoriesToSubcategories, ({ one }) => ({
  category: one(categories, { fields: [categoriesToSubcategories.categoryId], references: [categories.id] }),
  subCategory: one(subCategories, {
    fields: [categoriesToSubcategories.subCategoryId],
    references: [subCategories.id],
  }),
}));
