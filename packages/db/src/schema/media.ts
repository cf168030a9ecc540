import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

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

/**
 * A background removal on the job queue (pg-boss runs it; this row is what the studio polls, from any
 * replica). The image waits in the media store under `removal-inputs/{id}.png` until the job ends; the
 * result is a new upload of the user. Finished rows are deleted a quarter of an hour later.
 */
export const backgroundRemovals = pgTable(
  'background_removals',
  {
    // Also the pg-boss job's id.
    id: uuid().primaryKey(),
    // No FK, as for media: a removal outlives nothing and must not make users depend on media.
    userId: integer().notNull(),
    // What makes it "the same image" for one job at a time: `media:{id}` or the bytes' SHA-256.
    source: varchar({ length: 100 }).notNull(),
    status: varchar({ length: 10 }).notNull().default('queued'),
    progress: real().notNull().default(0),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('background_removals_status', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
    index('background_removals_active').on(table.userId).where(sql`${table.finishedAt} is null`),
  ],
);
