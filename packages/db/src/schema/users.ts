import { boolean, integer, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { media } from './media';

export const userRole = pgEnum('user_role', ['USER', 'ARTIST', 'ADMIN']);
export const userLocale = pgEnum('user_locale', ['ar', 'en']);

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar({ length: 80 }).notNull().default(''),
    lastName: varchar({ length: 80 }).notNull().default(''),
    // Stored lower-cased so the unique index is case-insensitive.
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 32 }),
    username: varchar({ length: 60 }),
    locale: userLocale().notNull().default('ar'),
    role: userRole().notNull().default('USER'),
    isActive: boolean().notNull().default(true),
    isGuest: boolean().notNull().default(false),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    passwordHash: varchar({ length: 200 }),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), uniqueIndex('users_username_unique').on(t.username)],
);
