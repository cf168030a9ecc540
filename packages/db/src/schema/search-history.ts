import { relations } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

// A guest's searches are kept by deviceId, a signed-in shopper's by userId.
export const searchHistory = pgTable(
  'search_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    deviceId: varchar({ length: 100 }),
    searchWord: varchar({ length: 200 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_history_user_id_idx').on(t.userId, t.createdAt),
    index('search_history_device_id_idx').on(t.deviceId, t.createdAt),
  ],
);

export const searchHistoryRelations = relations(searchHistory, ({ one }) => ({
  user: one(users, { fields: [searchHistory.userId], references: [users.id] }),
}));
