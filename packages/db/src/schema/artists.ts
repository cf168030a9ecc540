import type { ModerationReason } from '@seed/domain/artwork-review';
import { relations } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { media } from './media';
import { users } from './users';

export const artists = pgTable(
  'artists',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The artist's shop address: `{subdomain}.{PUBLIC_HOST}`.
    subdomain: varchar({ length: 63 }).notNull(),
    displayNameEn: varchar({ length: 120 }).notNull(),
    displayNameAr: varchar({ length: 120 }).notNull(),
    // The spec calls the bio "myself".
    myselfEn: text().notNull().default(''),
    myselfAr: text().notNull().default(''),
    jobEn: varchar({ length: 120 }).notNull().default(''),
    jobAr: varchar({ length: 120 }).notNull().default(''),
    backgroundMediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    avatarMediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    rank: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('artists_user_unique').on(t.userId),
    uniqueIndex('artists_subdomain_unique').on(t.subdomain),
  ],
);

export const artistRequestStatus = pgEnum('artist_request_status', ['PENDING', 'APPROVED', 'REJECTED']);

export const artistRequests = pgTable(
  'artist_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: artistRequestStatus().notNull().default('PENDING'),
    name: varchar({ length: 120 }).notNull(),
    bio: text().notNull().default(''),
    portfolioLinks: jsonb().$type<string[]>().notNull().default([]),
    sampleMediaIds: jsonb().$type<number[]>().notNull().default([]),
    reviewNote: text(),
    // One of MODERATION_REASONS when refused (@seed/domain/artwork-review).
    reasonCode: varchar({ length: 40 }).$type<ModerationReason>(),
    reviewedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('artist_requests_user_idx').on(t.userId)],
);

export const artistsRelations = relations(artists, ({ one }) => ({
  user: one(users, { fields: [artists.userId], references: [users.id] }),
  background: one(media, { fields: [artists.backgroundMediaId], references: [media.id] }),
  avatar: one(media, { fields: [artists.avatarMediaId], references: [media.id] }),
}));
