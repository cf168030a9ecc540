import { relations } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const oneTimeCodePurpose = pgEnum('one_time_code_purpose', [
  'SIGN_IN',
  'SIGN_UP',
  'VERIFY_EMAIL',
  'RESET_PASSWORD',
  'DELETE_ACCOUNT',
]);

// Only the sha256 hex of the opaque bearer token is stored, so a database leak yields no usable sessions.
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: varchar({ length: 100 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: varchar({ length: 254 }).notNull(),
    codeHash: varchar({ length: 64 }).notNull(),
    purpose: oneTimeCodePurpose().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    // Counted so a code can be burnt after a few wrong guesses.
    attempts: smallint().notNull().default(0),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt)],
);

export const identityProvider = pgEnum('identity_provider', ['google', 'apple']);

// A social sign-in's stable identity: the provider's subject (`sub`; e-mail addresses change and are
// reassigned). One per provider per account, so a second Google account with the same address cannot
// quietly join or take over the first one's account.
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: identityProvider().notNull(),
    subject: varchar({ length: 255 }).notNull(),
    // The address the provider gave last time, for support: sign-in never matches on it.
    email: varchar({ length: 254 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject),
    uniqueIndex('user_identities_user_provider_idx').on(t.userId, t.provider),
  ],
);

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
