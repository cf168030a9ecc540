import { boolean, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { media } from './media';

export const embroideryIcons = pgTable('embroidery_icons', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  nameEn: varchar({ length: 80 }).notNull(),
  nameAr: varchar({ length: 80 }).notNull(),
  mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
  isActive: boolean().notNull().default(true),
  rank: integer().notNull().default(0),
});
