import type { ArtworkPlacement } from '@seed/domain/artwork-placement';
import { ARTWORK_DECISIONS, ARTWORK_SET_ASIDE, type ModerationReason } from '@seed/domain/artwork-review';
import { relations } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { artists } from './artists';
import { media } from './media';
import { users } from './users';

export const topics = pgTable('topics', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name_ar: varchar({ length: 80 }).notNull(),
  name_en: varchar({ length: 80 }).notNull(),
  color: varchar({ length: 9 }).notNull().default('#6b7280'),
  mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
  order: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

export const artworkSetAside = pgEnum('artwork_set_aside', ARTWORK_SET_ASIDE);
export const artworkDecision = pgEnum('artwork_decision', ARTWORK_DECISIONS);

export const artworks = pgTable(
  'artworks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    artistId: integer()
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    title: varchar({ length: 160 }).notNull(),
    titleAr: varchar({ length: 160 }).notNull(),
    description: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    slug: varchar({ length: 180 }).notNull(),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(true),
    isApproved: boolean().notNull().default(false),
    // Why an artwork that is not approved is out of the shop; null while it waits (@seed/domain/artwork-review).
    setAside: artworkSetAside(),
    // Where the artist put it on the garment; null is centred on the front (@seed/domain/artwork-placement).
    placement: jsonb().$type<ArtworkPlacement>(),
    // Denormalised from the artist so shop lists need no join to know it.
    isArtistActive: boolean().notNull().default(true),
    isNotifiUsers: boolean().notNull().default(false),
    // What the artist earns per product sold (KWD fils), within the staff's limits; new products take it.
    margin: integer().notNull().default(2000),
    artworkBackgroundColorId: integer(),
    artwork_purchase_number: integer().notNull().default(0),
    likes: integer().notNull().default(0),
    // Set by the back office to show the artwork first on the home page, lowest first; null when not featured.
    featuredRank: integer(),
    // Normalised (@seed/domain/arabic-search) titles and artist names, for trigram search.
    searchText: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('artworks_slug_unique').on(t.slug),
    index('artworks_artist_idx').on(t.artistId),
    index('artworks_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const artworkTopics = pgTable(
  'artwork_topics',
  {
    artworkId: integer()
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.artworkId, t.topicId] }), index('artwork_topics_topic_idx').on(t.topicId)],
);

// The moderators' decisions on an artwork, a row each: its history, shown to staff and (the latest) to the artist.
export const artworkDecisions = pgTable(
  'artwork_decisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    artworkId: integer()
      .notNull()
      .references(() => artworks.id, { onDelete: 'cascade' }),
    decision: artworkDecision().notNull(),
    // One of MODERATION_REASONS; null for an approval.
    reasonCode: varchar({ length: 40 }).$type<ModerationReason>(),
    note: text().notNull().default(''),
    staffId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('artwork_decisions_artwork_idx').on(t.artworkId, t.id)],
);

export const artworksRelations = relations(artworks, ({ one, many }) => ({
  artist: one(artists, { fields: [artworks.artistId], references: [artists.id] }),
  media: one(media, { fields: [artworks.mediaId], references: [media.id] }),
  topics: many(artworkTopics),
}));

export const artworkTopicsRelations = relations(artworkTopics, ({ one }) => ({
  artwork: one(artworks, { fields: [artworkTopics.artworkId], references: [artworks.id] }),
  topic: one(topics, { fields: [artworkTopics.topicId], references: [topics.id] }),
}));
