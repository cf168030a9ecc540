import { relations } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const favoriteKind = pgEnum('favorite_kind', ['product', 'artist', 'artwork']);

// targetId points at products, artists or artworks depending on kind, so it carries no foreign key;
// services delete a target's favourites together with the target.
export const favorites = pgTable(
  'favorites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: favoriteKind().notNull(),
    targetId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_user_kind_target_idx').on(t.userId, t.kind, t.targetId),
    // Likes per artwork / artist are counted from here.
    index('favorites_kind_target_idx').on(t.kind, t.targetId),
  ],
);

export const favoritesRelations = relations(favorites, ({ one }) => ({
  user: one(users, { fields: [favorites.userId], references: [users.id] }),
}));
