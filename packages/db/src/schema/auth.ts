import { relations } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
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

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
