import { relations, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { inventories } from './inventory';
import { media } from './media';
import { products } from './products';
import { users } from './users';

export const designRequestStatus = pgEnum('design_request_status', [
  'NEW',
  'PROCESSING',
  'WAITING_APPROVAL',
  'REQUEST_FOR_CHANGE',
  'DONE',
  'CANCELLED',
]);

export const designAttachmentKind = pgEnum('design_attachment_kind', ['IMAGE', 'FILE', 'GIF']);

export const designRequests = pgTable(
  'design_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Short public reference shown to the shopper and support, so sequential ids are not exposed.
    uid: varchar({ length: 20 }).notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: designRequestStatus().notNull().default('NEW'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('design_requests_user_id_idx').on(t.userId, t.createdAt)],
);

// The blank items the shopper wants the design on.
export const designRequestInventories = pgTable(
  'design_request_inventories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => designRequests.id, { onDelete: 'cascade' }),
    inventoryId: integer()
      .notNull()
      .references(() => inventories.id),
  },
  (t) => [uniqueIndex('design_request_inventories_pair_idx').on(t.requestId, t.inventoryId)],
);

// One message of the conversation; the latest one is the request's current brief or answer.
export const designRequestContents = pgTable(
  'design_request_contents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => designRequests.id, { onDelete: 'cascade' }),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('design_request_contents_request_id_idx').on(t.requestId, t.createdAt)],
);

// An uploaded file is a media row; a GIF picked from the GIF search is kept as its URL.
export const designRequestAttachments = pgTable(
  'design_request_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contentId: integer()
      .notNull()
      .references(() => designRequestContents.id, { onDelete: 'cascade' }),
    kind: designAttachmentKind().notNull(),
    mediaId: integer().references(() => media.id),
    url: varchar({ length: 500 }),
  },
  (t) => [
    index('design_request_attachments_content_id_idx').on(t.contentId),
    check('design_request_attachments_has_source', sql`${t.mediaId} is not null or ${t.url} is not null`),
  ],
);

// Products made for the request, proposed in a given content.
export const designRequestProducts = pgTable(
  'design_request_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => designRequests.id, { onDelete: 'cascade' }),
    contentId: integer().references(() => designRequestContents.id, { onDelete: 'set null' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('design_request_products_pair_idx').on(t.requestId, t.productId)],
);

export const designRequestsRelations = relations(designRequests, ({ one, many }) => ({
  user: one(users, { fields: [designRequests.userId], references: [users.id] }),
  inventories: many(designRequestInventories),
  contents: many(designRequestContents),
  products: many(designRequestProducts),
}));

export const designRequestInventoriesRelations = relations(designRequestInventories, ({ one }) => ({
  request: one(designRequests, {
    fields: [designRequestInventories.requestId],
    references: [designRequests.id],
  }),
  inventory: one(inventories, {
    fields: [designRequestInventories.inventoryId],
    references: [inventories.id],
  }),
}));

export const designRequestContentsRelations = relations(designRequestContents, ({ one, many }) => ({
  request: one(designRequests, {
    fields: [designRequestContents.requestId],
    references: [designRequests.id],
  }),
  author: one(users, { fields: [designRequestContents.authorUserId], references: [users.id] }),
  attachments: many(designRequestAttachments),
  products: many(designRequestProducts),
}));

export const designRequestAttachmentsRelations = relations(designRequestAttachments, ({ one }) => ({
  content: one(designRequestContents, {
    fields: [designRequestAttachments.contentId],
    references: [designRequestContents.id],
  }),
  media: one(media, { fields: [designRequestAttachments.mediaId], references: [media.id] }),
}));

export const designRequestProductsRelations = relations(designRequestProducts, ({ one }) => ({
  request: one(designRequests, {
    fields: [designRequestProducts.requestId],
    references: [designRequests.id],
  }),
  content: one(designRequestContents, {
    fields: [designRequestProducts.contentId],
    references: [designRequestContents.id],
  }),
  product: one(products, { fields: [designRequestProducts.productId], references: [products.id] }),
}));
