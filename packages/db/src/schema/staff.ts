import { STAFF_ROLES } from '@seed/domain/staff-permissions';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const staffRole = pgEnum('staff_role', STAFF_ROLES);

// ADMIN stays the user role; these are the back-office roles granted on top of an account (decision 0033).
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: staffRole().notNull(),
    grantedById: integer().references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

// One row per staff action, written in the transaction of the change it records, so neither exists without
// the other. Record ids are text: not every record staff change has a numeric key.
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The row outlives the account (soft-deleted accounts keep their id); set null only if one is purged.
    staffId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: varchar({ length: 80 }).notNull(),
    recordType: varchar({ length: 40 }).notNull(),
    recordId: varchar({ length: 64 }).notNull(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    requestId: varchar({ length: 100 }),
  },
  (t) => [
    // The filters of GET /admin/audit-log, each newest first.
    index('audit_log_record_idx').on(t.recordType, t.recordId, t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);
