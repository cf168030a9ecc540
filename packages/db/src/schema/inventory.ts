import { relations } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { media } from './media';
import { categoriesToSubcategories } from './taxonomy';

export const printingType = pgEnum('printing_type', [
  'DTG',
  'EMBROIDERY',
  'SUBLIMATION_GENERAL',
  'SUBLIMATION',
]);
export const printPosition = pgEnum('print_position', ['FRONT', 'BACK', 'BOTH', 'POCKET', 'EMBROIDERY']);
export const colorType = pgEnum('color_type', ['GARMENT', 'TEXT']);

export type SizeGuide = {
  head: { key: string; label: string; labelAr: string }[];
  centimeters: { size: string; param1: number; param2: number }[];
  inches: { size: string; param1: number; param2: number }[];
};

// Where a design may be printed on a side's mockup, in mockup pixels, with its physical width for DPI checks.
export type PrintArea = { x: number; y: number; width: number; height: number; widthCm: number };

// A blank item that products are made from and shoppers customise.
export const inventories = pgTable('inventories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  nameEn: varchar({ length: 120 }).notNull(),
  nameAr: varchar({ length: 120 }).notNull(),
  descriptionEn: text().notNull().default(''),
  descriptionAr: text().notNull().default(''),
  price: integer().notNull(),
  backPrint: boolean().notNull().default(false),
  pocketPrint: boolean().notNull().default(false),
  design_request_enabled: boolean().notNull().default(false),
  minDiagonal: doublePrecision().notNull().default(5),
  maxDiagonal: doublePrecision().notNull().default(40),
  printingType: printingType().array().notNull(),
  sizeGuide: jsonb().$type<SizeGuide>(),
  mainMediaId: integer().references(() => media.id, { onDelete: 'set null' }),
  mainMediaLifeStyleId: integer().references(() => media.id, { onDelete: 'set null' }),
  maxFontSize: integer().notNull().default(72),
  minFontSize: integer().notNull().default(10),
  weight: integer().notNull().default(200),
  DTGSubType: varchar({ length: 40 }),
  // Display order of sizes and colours (ids), as the spec's sizesPosition/colorsPosition.
  sizesPosition: jsonb().$type<number[]>().notNull().default([]),
  colorsPosition: jsonb().$type<number[]>().notNull().default([]),
  isActive: boolean().notNull().default(true),
  rank: integer().notNull().default(0),
});

export const colors = pgTable('colors', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  value: varchar({ length: 9 }).notNull(),
  nameEn: varchar({ length: 60 }).notNull(),
  nameAr: varchar({ length: 60 }).notNull(),
  type: colorType().notNull().default('GARMENT'),
  // Display order in the back office's pickers and a new item's colour order.
  rank: integer().notNull().default(0),
});

export const sizes = pgTable('sizes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  label: varchar({ length: 20 }).notNull(),
  // What Arabic pages show instead of the label's own Arabic reading (sizeLabel in the domain); null: that.
  labelAr: varchar({ length: 20 }),
  rank: integer().notNull().default(0),
});

export const platens = pgTable('platens', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: varchar({ length: 60 }).notNull(),
});

// One sellable variant (colour × size) of a blank item, holding its stock.
export const colorsToSizes = pgTable(
  'colors_to_sizes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    inventoryId: integer()
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    colorId: integer()
      .notNull()
      .references(() => colors.id),
    sizeId: integer()
      .notNull()
      .references(() => sizes.id),
    count: integer().notNull().default(0),
    cost: integer().notNull().default(0),
    surcharge: integer().notNull().default(0),
    platenId: integer().references(() => platens.id, { onDelete: 'set null' }),
    kEnvId: integer(),
    printPositionX: doublePrecision(),
    printPositionY: doublePrecision(),
    printRotation: doublePrecision(),
    // Below this count the variant is low on stock (0: only when sold out); notifiAdmin is true while it is.
    lowStockThreshold: integer().notNull().default(0),
    notifiAdmin: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('colors_to_sizes_variant_unique').on(t.inventoryId, t.colorId, t.sizeId),
    index('colors_to_sizes_inventory_idx').on(t.inventoryId),
  ],
);

export const sideType = pgEnum('side_type', ['FRONT', 'BACK', 'POCKET', 'EMBROIDERY']);

// A printable side of a blank item: its mockup image and print area.
export const sides = pgTable(
  'sides',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    inventoryId: integer()
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    mediaId: integer().references(() => media.id, { onDelete: 'set null' }),
    position: printPosition().notNull(),
    type: sideType().notNull(),
    printArea: jsonb().$type<PrintArea>().notNull(),
    rank: integer().notNull().default(0),
  },
  (t) => [index('sides_inventory_idx').on(t.inventoryId)],
);

// A side's mockup in one garment colour: the studio shows the garment the shopper chose, and a studio
// product's mockup is drawn on it. `sides.mediaId` stays the picture for a colour without its own.
export const sideMockups = pgTable(
  'side_mockups',
  {
    sideId: integer()
      .notNull()
      .references(() => sides.id, { onDelete: 'cascade' }),
    colorId: integer()
      .notNull()
      .references(() => colors.id, { onDelete: 'cascade' }),
    mediaId: integer()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sideId, t.colorId] })],
);

export const inventoryToCategories = pgTable(
  'inventory_to_categories',
  {
    inventoryId: integer()
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    categoryToSubcategoryId: integer()
      .notNull()
      .references(() => categoriesToSubcategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.inventoryId, t.categoryToSubcategoryId] })],
);

export const inventoriesRelations = relations(inventories, ({ one, many }) => ({
  mainMedia: one(media, { fields: [inventories.mainMediaId], references: [media.id] }),
  colorsToSizes: many(colorsToSizes),
  sides: many(sides),
  inventoryToCategories: many(inventoryToCategories),
}));

export const colorsToSizesRelations = relations(colorsToSizes, ({ one }) => ({
  inventory: one(inventories, { fields: [colorsToSizes.inventoryId], references: [inventories.id] }),
  color: one(colors, { fields: [colorsToSizes.colorId], references: [colors.id] }),
  size: one(sizes, { fields: [colorsToSizes.sizeId], references: [sizes.id] }),
  platen: one(platens, { fields: [colorsToSizes.platenId], references: [platens.id] }),
}));

export const sidesRelations = relations(sides, ({ one, many }) => ({
  inventory: one(inventories, { fields: [sides.inventoryId], references: [inventories.id] }),
  media: one(media, { fields: [sides.mediaId], references: [media.id] }),
  mockups: many(sideMockups),
}));

export const sideMockupsRelations = relations(sideMockups, ({ one }) => ({
  side: one(sides, { fields: [sideMockups.sideId], references: [sides.id] }),
  color: one(colors, { fields: [sideMockups.colorId], references: [colors.id] }),
  media: one(media, { fields: [sideMockups.mediaId], references: [media.id] }),
}));

export const inventoryToCategoriesRelations = relations(inventoryToCategories, ({ one }) => ({
  inventory: one(inventories, { fields: [inventoryToCategories.inventoryId], references: [inventories.id] }),
  categoryToSubcategory: one(categoriesToSubcategories, {
    fields: [inventoryToCategories.categoryToSubcategoryId],
    references: [categoriesToSubcategories.id],
  }),
}));
