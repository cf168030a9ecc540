import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

// One uploaded or generated image; its variants live in the media store under
// `{foldersName}/{size}_{name}.webp` (see @seed/domain/media-url).
export const media = pgTable('media', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  pathname: varchar({ length: 200 }).notNull(),
  filename: varchar({ length: 255 }).notNull(),
  foldersName: varchar({ length: 60 }).notNull(),
  mimeType: varchar({ length: 60 }).notNull(),
  width: integer(),
  height: integer(),
  // No FK: users reference media for their photo, and media must not depend on users.
  ownerUserId: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
