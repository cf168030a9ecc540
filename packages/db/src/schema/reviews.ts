import { relations, sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { media } from './media';

// Customer testimonials curated by the shop for the home page, not tied to orders.
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    name: varchar({ length: 100 }).notNull(),
    text: text().notNull().default(''),
    rating: smallint().notNull().default(5),
    isActive: boolean().notNull().default(true),
    rank: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);

export const reviewsRelations = relations(reviews, ({ one }) => ({
  media: one(media, { fields: [reviews.mediaId], references: [media.id] }),
}));
