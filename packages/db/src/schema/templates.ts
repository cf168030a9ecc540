import type { TemplateControl } from '@seed/domain/template-controls';
import { relations } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { sides } from './inventory';
import { media } from './media';

export const templateCategories = pgTable('template_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  parentTemplateCategoryId: integer(),
  nameEn: varchar({ length: 100 }).notNull(),
  nameAr: varchar({ length: 100 }).notNull(),
  descriptionEn: text().notNull().default(''),
  descriptionAr: text().notNull().default(''),
  mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
  isActive: boolean().notNull().default(true),
  rank: integer().notNull().default(0),
});

export const templates = pgTable(
  'templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    templateCategoryId: integer().references(() => templateCategories.id, { onDelete: 'set null' }),
    nameEn: varchar({ length: 100 }).notNull(),
    nameAr: varchar({ length: 100 }).notNull(),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    templateHtmlCode: text().notNull(),
    // Each control's `name` is a {{name}} placeholder in templateHtmlCode.
    templateControls: jsonb().$type<TemplateControl[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
    rank: integer().notNull().default(0),
  },
  (t) => [index('templates_category_idx').on(t.templateCategoryId)],
);

export const sideTemplates = pgTable(
  'side_templates',
  {
    sideId: integer()
      .notNull()
      .references(() => sides.id, { onDelete: 'cascade' }),
    templateId: integer()
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sideId, t.templateId] })],
);

export const templatesRelations = relations(templates, ({ one }) => ({
  templateCategory: one(templateCategories, {
    fields: [templates.templateCategoryId],
    references: [templateCategories.id],
  }),
  media: one(media, { fields: [templates.mediaId], references: [media.id] }),
}));
