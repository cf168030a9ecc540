import { isLowStock } from '@seed/domain/low-stock';
import type { Db } from '../client';
import {
  colors,
  colorsToSizes,
  inventories,
  inventoryToCategories,
  sideMockups,
  sides,
  sizes,
} from '../schema/inventory';
import { stockMovements } from '../schema/stock-movements';
import {
  ADULT_SIZES,
  BLANK_ITEMS,
  type BlankItem,
  GARMENT_COLORS,
  type GarmentColorKey,
  KIDS_SIZES,
  ONE_SIZE,
  TEXT_COLORS,
} from './data/garments';
import type { SubcategoryKey } from './data/taxonomy';
import { mockupPng, type PhotoSide } from './images/compose';
import { PRINT_AREAS, type Side } from './images/garment';
import { type MediaWriter, mapLimit } from './media-writer';
import type { Rng } from './prng';

// Every demo variant warns below five units, so the back-office home has low-stock variants to list.
const LOW_STOCK_THRESHOLD = 5;

export type SeededItem = BlankItem & {
  id: number;
  // Mockup media ids by `${colour key}:${photo side}`.
  mockups: Map<string, number>;
  sideIds: Map<Side, number>;
};

export const colorValue = (key: GarmentColorKey) => GARMENT_COLORS.find((c) => c.key === key)!.value;
export const photoSides = (item: BlankItem): PhotoSide[] => (item.backPrint ? ['FRONT', 'BACK'] : ['FRONT']);

// Pocket and embroidery are placed on the front photo.
const photoSideOf = (side: Side): PhotoSide => (side === 'BACK' ? 'BACK' : 'FRONT');

function sizeLabels(item: BlankItem): readonly string[] {
  return item.sizes === 'adult' ? ADULT_SIZES : item.sizes === 'kids' ? KIDS_SIZES : [ONE_SIZE];
}

function sizeGuide(item: BlankItem, labels: readonly string[]) {
  const cap = item.silhouette === 'cap';
  const rows = labels.map((size, i) => ({ size, param1: item.chest + i * 2, param2: item.length + i * 2 }));
  const inches = (cm: number) => Math.round((cm / 2.54) * 10) / 10;
  return {
    head: [
      {
        key: 'param1',
        label: cap ? 'Head circumference' : 'Chest width',
        labelAr: cap ? 'محيط الرأس' : 'عرض الصدر',
      },
      { key: 'param2', label: cap ? 'Crown height' : 'Length', labelAr: cap ? 'ارتفاع التاج' : 'الطول' },
    ],
    centimeters: rows,
    inches: rows.map((r) => ({ size: r.size, param1: inches(r.param1), param2: inches(r.param2) })),
  };
}

// The printable sides an item offers (spec §4): embroidery only where the item takes it, and so on.
function printableSides(item: BlankItem) {
  const areas = PRINT_AREAS[item.silhouette];
  return (Object.keys(areas) as Side[]).filter((side) =>
    side === 'BACK'
      ? item.backPrint
      : side === 'POCKET'
        ? item.pocketPrint
        : side === 'EMBROIDERY'
          ? item.techniques.includes('EMBROIDERY')
          : true,
  );
}

export async function seedInventory(
  db: Db,
  rng: Rng,
  writeMedia: MediaWriter,
  linkIds: Map<SubcategoryKey, number>,
) {
  const colorRows = await db
    .insert(colors)
    .values([
      ...GARMENT_COLORS.map((c) => ({
        value: c.value,
        nameEn: c.en,
        nameAr: c.ar,
        type: 'GARMENT' as const,
      })),
      ...TEXT_COLORS.map((c) => ({ value: c.value, nameEn: c.en, nameAr: c.ar, type: 'TEXT' as const })),
    ])
    .returning({ id: colors.id });
  const colorIds = new Map<GarmentColorKey, number>(GARMENT_COLORS.map((c, i) => [c.key, colorRows[i]!.id]));
  const allSizes = [...ADULT_SIZES, ...KIDS_SIZES, ONE_SIZE];
  const sizeRows = await db
    .insert(sizes)
    .values(allSizes.map((label, rank) => ({ label, rank })))
    .returning({ id: sizes.id });
  const sizeIds = new Map<string, number>(allSizes.map((label, i) => [label, sizeRows[i]!.id]));

  const jobs = BLANK_ITEMS.flatMap((item) =>
    item.colors.flatMap((color) => photoSides(item).map((side) => ({ item, color, side }))),
  );
  const mockupIds = await mapLimit(jobs, 4, ({ item, color, side }) =>
    writeMedia('mockups', `${item.key}-${color}-${side.toLowerCase()}`, () =>
      mockupPng(item.silhouette, colorValue(color), side),
    ),
  );

  const items: SeededItem[] = [];
  for (const [rank, item] of BLANK_ITEMS.entries()) {
    const mockups = new Map<string, number>(
      jobs.flatMap((job, i) => (job.item === item ? [[`${job.color}:${job.side}`, mockupIds[i]!]] : [])),
    );
    const labels = sizeLabels(item);
    const cap = item.silhouette === 'cap';
    const [row] = await db
      .insert(inventories)
      .values({
        nameEn: item.en,
        nameAr: item.ar,
        descriptionEn: item.descriptionEn,
        descriptionAr: item.descriptionAr,
        price: item.price,
        weight: item.weight,
        backPrint: item.backPrint,
        pocketPrint: item.pocketPrint,
        design_request_enabled: item.designRequest,
        printingType: item.techniques,
        sizeGuide: sizeGuide(item, labels),
        mainMediaId: mockups.get(`${item.colors[0]}:FRONT`),
        mainMediaLifeStyleId: mockups.get(`${item.colors[1] ?? item.colors[0]}:FRONT`),
        minFontSize: 12,
        maxFontSize: cap ? 36 : 96,
        minDiagonal: 4,
        maxDiagonal: cap ? 14 : 42,
        DTGSubType: item.techniques.includes('DTG') ? 'DTF' : null,
        sizesPosition: labels.map((l) => sizeIds.get(l)!),
        colorsPosition: item.colors.map((c) => colorIds.get(c)!),
        rank,
      })
      .returning({ id: inventories.id });
    const inventoryId = row!.id;
    const variantRows = item.colors.flatMap((color) =>
      labels.map((label) => {
        // About one variant in eight is sold out, so shoppers meet disabled sizes.
        const count = rng.chance(0.12) ? 0 : rng.int(3, 60);
        return {
          inventoryId,
          colorId: colorIds.get(color)!,
          sizeId: sizeIds.get(label)!,
          count,
          cost: Math.round(item.price * 0.35),
          surcharge: label === '2XL' ? 500 : label === '3XL' ? 1000 : 0,
          printPositionX: 0.5,
          printPositionY: 0.35,
          printRotation: 0,
          lowStockThreshold: LOW_STOCK_THRESHOLD,
          // Already low when seeded: already known, so the first sale does not mail about it.
          notifiAdmin: isLowStock(count, LOW_STOCK_THRESHOLD),
        };
      }),
    );
    const variants = await db
      .insert(colorsToSizes)
      .values(variantRows)
      .returning({ id: colorsToSizes.id, count: colorsToSizes.count });
    // Each variant opens its stock history, as the migration did for a store that had stock before it.
    const opened = variants.filter((variant) => variant.count !== 0);
    if (opened.length > 0) {
      await db.insert(stockMovements).values(
        opened.map((variant) => ({
          colorsToSizesId: variant.id,
          delta: variant.count,
          countAfter: variant.count,
          reason: 'CREATED' as const,
          note: 'opening count',
        })),
      );
    }
    const sideList = printableSides(item);
    const sideRows = await db
      .insert(sides)
      .values(
        sideList.map((side, sideRank) => ({
          inventoryId,
          position: side,
          type: side,
          printArea: PRINT_AREAS[item.silhouette][side]!,
          rank: sideRank,
          mediaId: mockups.get(`${item.colors[0]}:${photoSideOf(side)}`) ?? null,
        })),
      )
      .returning({ id: sides.id });
    await db.insert(sideMockups).values(
      sideList.flatMap((side, i) =>
        item.colors.map((color) => ({
          sideId: sideRows[i]!.id,
          colorId: colorIds.get(color)!,
          mediaId: mockups.get(`${color}:${photoSideOf(side)}`)!,
        })),
      ),
    );
    await db
      .insert(inventoryToCategories)
      .values(item.subs.map((sub) => ({ inventoryId, categoryToSubcategoryId: linkIds.get(sub)! })));
    const sideIds = new Map(sideList.map((side, i) => [side, sideRows[i]!.id]));
    items.push({ ...item, id: inventoryId, mockups, sideIds });
  }
  return { items, colorIds };
}
