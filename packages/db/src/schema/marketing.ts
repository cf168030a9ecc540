import { boolean, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { media } from './media';

export const carouselItems = pgTable('carousel_items', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 120 }).notNull(),
  nameAr: varchar({ length: 120 }).notNull().default(''),
  forwardingURLWeb: varchar({ length: 500 }).notNull().default(''),
  // The English page's picture; Arabic pages show only mediaWebArId, never English artwork.
  mediaWebId: integer().references(() => media.id, { onDelete: 'set null' }),
  mediaWebArId: integer().references(() => media.id, { onDelete: 'set null' }),
  backgroundColor: varchar({ length: 9 }).notNull().default('#f5f5f5'),
  isActive: boolean().notNull().default(true),
  rank: integer().notNull().default(0),
  // Shown from startsAt (included) until endsAt (excluded); null is open-ended.
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
});

export const banners = pgTable('banners', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  nameEn: varchar({ length: 160 }).notNull(),
  nameAr: varchar({ length: 160 }).notNull(),
  forwardingURLWeb: varchar({ length: 500 }).notNull().default(''),
  forwardingURL: varchar({ length: 500 }).notNull().default(''),
  backgroundColor: varchar({ length: 9 }).notNull().default('#ffffff'),
  // The English page's picture; Arabic pages show only mediaArId, never English artwork.
  mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
  mediaArId: integer().references(() => media.id, { onDelete: 'set null' }),
  isActive: boolean().notNull().default(true),
  rank: integer().notNull().default(0),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
});

// Editable static pages (contact-us, faq, privacy-policy…), one row per slug with both languages. The bodies are
// HTML that went through the rich-text sanitiser (apps/api/src/modules/pages/rich-text.ts) before it was stored.
export const infoPages = pgTable(
  'info_pages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar({ length: 60 }).notNull(),
    titleEn: varchar({ length: 160 }).notNull(),
    titleAr: varchar({ length: 160 }).notNull(),
    bodyEn: text().notNull(),
    bodyAr: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('info_pages_slug_unique').on(t.slug)],
);
