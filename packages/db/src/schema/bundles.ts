import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, varchar } from 'drizzle-orm/pg-core';
import { inventories } from './inventory';
import { media } from './media';
import { templateCategories, templates } from './templates';

export const bundleType = pgEnum('bundle_type', ['AGGREGATED', 'PICK_ANY']);

export const bundles = pgTable('bundles', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  nameEn: varchar({ length: 120 }).notNull(),
  nameAr: varchar({ length: 120 }).notNull(),
  isActive: boolean().notNull().default(true),
  discountPercentage: integer().notNull().default(0),
  rank: integer().notNull().default(0),
  morphType: varchar({ length: 40 }),
  type: bundleType().notNull().default('AGGREGATED'),
  mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
});

// Which blank item a bundle includes and which template (or template category) it may take.
export const bundleTemplatesInventories = pgTable(
  'bundle_templates_inventories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bundleId: integer()
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    inventoryId: integer()
      .notNull()
      .references(() => inventories.id),
    templateId: integer().references(() => templates.id, { onDelete: 'set null' }),
    templateCategoryId: integer().references(() => templateCategories.id, { onDelete: 'set null' }),
    count: integer().notNull().default(1),
  },
  (t) => [index('bundle_templates_inventories_bundle_idx').on(t.bundleId)],
);

export const bundlesRelations = relations(bundles, ({ one, many }) => ({
  media: one(media, { fields: [bundles.mediaId], references: [media.id] }),
  templatesInventoriesRelations: many(bundleTemplatesInventories),
}));

export const bundleTemplatesInventoriesRelations = relations(bundleTemplatesInventories, ({ one }) => ({
  bundle: one(bundles, { fields: [bundleTemplatesInventories.bundleId], references: [bundles.id] }),
  inventory: one(inventories, {
    fields: [bundleTemplatesInventories.inventoryId],
    references: [inventories.id],
  }),
  template: one(templates, { fields: [bundleTemplatesInventories.templateId], references: [templates.id] }),
}));
