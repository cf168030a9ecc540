import { date, integer, pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';

export const viewKind = pgEnum('view_kind', ['product', 'artwork']);

// One counter row per target and day, bumped with an upsert, so views cost no row per visit.
export const viewCounts = pgTable(
  'view_counts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: viewKind().notNull(),
    targetId: integer().notNull(),
    day: date().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('view_counts_kind_target_day_idx').on(t.kind, t.targetId, t.day)],
);
