import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { topics } from '../schema/artworks';
import { colors, colorsToSizes, inventories, inventoryToCategories, sides, sizes } from '../schema/inventory';
import { tags } from '../schema/products';
import { categories, categoriesToSubcategories, subCategories } from '../schema/taxonomy';
import {
  ADULT_SIZES,
  BLANK_ITEMS,
  type BlankItem,
  GARMENT_COLORS,
  KIDS_SIZES,
  ONE_SIZE,
  TEXT_COLORS,
} from './data/garments';
import { CATEGORIES, SUBCATEGORIES, type SubcategoryKey, TAGS, TOPICS } from './data/taxonomy';
import { garmentSvg, PRINT_AREAS, type Side } from './images/garment';
import { svgToPng } from './images/svg';
import { type MediaWriter, mapLimit } from './media-writer';
import type { Rng } from './prng';

export type SeededItem = BlankItem & { id: number; colorIds: number[]; mockups: Map<string, number> };

function sizeLabels(item: BlankItem): readonly string[] {
  return item.sizes === 'adult' ? ADULT_SIZES : item.sizes === 'kids' ? KIDS_SIZES : [ONE_SIZE];
}

function sizeGuide(item: BlankItem, labels: readonly string[]) {
  const rows = labels.map((size, i) => ({ size, param1: item.chest + i * 2, param2: item.length + i * 2 }));
  return {
    head: [
      {
        key: 'param1',
        label: item.silhouette === 'cap' ? 'Head circumference' : 'Chest width',
        labelAr: item.silhouette === 'cap' ? 'محيط الرأس' : 'عرض الصدر',
      },
      {
        key: 'param2',
        label: item.silhouette === 'cap' ? 'Crown height' : 'Length',
        labelAr: item.silhouette === 'cap' ? 'ارتفاع التاج' : 'الطول',
      },
    ],
    centimeters: rows,
    inches: rows.map((r) => ({
      size: r.size,
      param1: Math.round((r.param1 / 2.54) * 10) / 10,
      param2: Math.round((r.param2 / 2.54) * 10) / 10,
    })),
  };
}

export async function seedCatalog(db: Db, rng: Rng, writeMedia: MediaWriter) {
  const subIds = new Map<SubcategoryKey, number>();
  let rank = 0;
  for (const [key, names] of Object.entries(SUBCATEGORIES) as [
    SubcategoryKey,
    { en: string; ar: string },
  ][]) {
    const [row] = await db
      .insert(subCategories)
      .values({
        nameEn: names.en,
        nameAr: names.ar,
        slug: key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
        rank: rank++,
      })
      .returning({ id: subCategories.id });
    subIds.set(key, row!.id);
  }
  const linkIds = new Map<SubcategoryKey, number>();
  const categoryIds: number[] = [];
  for (const [index, category] of CATEGORIES.entries()) {
    const [row] = await db
      .insert(categories)
      .values({
        nameEn: category.en,
        nameAr: category.ar,
        background: category.background,
        isForShop: category.isForShop,
        isForCustomization: category.isForCustomization,
        rank: index,
      })
      .returning({ id: categories.id });
    categoryIds.push(row!.id);
    for (const [subRank, sub] of category.subs.entries()) {
      const [link] = await db
        .insert(categoriesToSubcategories)
        .values({ categoryId: row!.id, subCategoryId: subIds.get(sub)!, rank: subRank })
        .returning({ id: categoriesToSubcategories.id });
      if (!linkIds.has(sub)) linkIds.set(sub, link!.id);
    }
  }

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
  const colorId = new Map(GARMENT_COLORS.map((c, i) => [c.key as string, colorRows[i]!.id]));
  const allSizes = [...ADULT_SIZES, ...KIDS_SIZES, ONE_SIZE];
  const sizeRows = await db
    .insert(sizes)
    .values(allSizes.map((label, i) => ({ label, rank: i })))
    .returning({ id: sizes.id });
  const sizeId = new Map(allSizes.map((label, i) => [label as string, sizeRows[i]!.id]));

  // Mockups render concurrently; rows are inserted afterwards in a fixed order so ids never vary.
  const mockupSets = await mapLimit(BLANK_ITEMS, 2, async (item) => {
    const mockups = new Map<string, number>();
    for (const key of item.colors) {
      const value = GARMENT_COLORS.find((c) => c.key === key)!.value;
      for (const side of item.backPrint ? (['FRONT', 'BACK'] as const) : (['FRONT'] as const)) {
        mockups.set(
          `${key}:${side}`,
          await writeMedia('mockups', `${item.key}-${key}-${side.toLowerCase()}`, () =>
            svgToPng(garmentSvg(item.silhouette, side, value)),
          ),
        );
      }
    }
    return mockups;
  });
  const items: SeededItem[] = [];
  for (const [index, item] of BLANK_ITEMS.entries()) {
    const mockups = mockupSets[index]!;
    const labels = sizeLabels(item);
    const itemColorIds = item.colors.map((key) => colorId.get(key)!);
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
        maxFontSize: item.silhouette === 'cap' ? 36 : 96,
        minDiagonal: 4,
        maxDiagonal: item.silhouette === 'cap' ? 14 : 42,
        DTGSubType: item.techniques.includes('DTG') ? 'DTF' : null,
        sizesPosition: labels.map((l) => sizeId.get(l)!),
        colorsPosition: itemColorIds,
        rank: index,
      })
      .returning({ id: inventories.id });
    const inventoryId = row!.id;
    await db.insert(colorsToSizes).values(
      item.colors.flatMap((key) =>
        labels.map((label, i) => ({
          inventoryId,
          colorId: colorId.get(key)!,
          sizeId: sizeId.get(label)!,
          // About one variant in eight is sold out, so shoppers meet disabled sizes.
          count: rng.chance(0.12) ? 0 : rng.int(3, 60),
          cost: Math.round(item.price * 0.35),
          surcharge: label === '2XL' ? 500 : label === '3XL' ? 1000 : 0,
          printPositionX: 0.5,
          printPositionY: 0.35,
          printRotation: 0,
          notifiAdmin: i === 0,
        })),
      ),
    );
    const areas = PRINT_AREAS[item.silhouette];
    const sideRows = (Object.entries(areas) as [Side, NonNullable<(typeof areas)[Side]>][])
      .filter(([side]) =>
        side === 'BACK'
          ? item.backPrint
          : side === 'POCKET'
            ? item.pocketPrint
            : side === 'EMBROIDERY'
              ? item.techniques.includes('EMBROIDERY')
              : true,
      )
      .map(([side, printArea], sideRank) => ({
        inventoryId,
        position: side,
        type: side,
        printArea,
        rank: sideRank,
        mediaId: mockups.get(`${item.colors[0]}:${side === 'BACK' ? 'BACK' : 'FRONT'}`) ?? null,
      }));
    await db.insert(sides).values(sideRows);
    await db
      .insert(inventoryToCategories)
      .values(item.subs.map((sub) => ({ inventoryId, categoryToSubcategoryId: linkIds.get(sub)! })));
    items.push({ ...item, id: inventoryId, colorIds: itemColorIds, mockups });
  }

  // A category's picture is the mockup of the first blank item sold under it.
  for (const [index, category] of CATEGORIES.entries()) {
    const item = items.find((i) => i.subs.some((sub) => category.subs.includes(sub)));
    if (item)
      await db
        .update(categories)
        .set({ mediaId: item.mockups.values().next().value })
        .where(eq(categories.id, categoryIds[index]!));
  }

  const topicRows = await db
    .insert(topics)
    .values(TOPICS.map((t, i) => ({ name_en: t.en, name_ar: t.ar, color: t.color, order: i })))
    .returning({ id: topics.id });
  const topicIds = new Map(TOPICS.map((t, i) => [t.en, topicRows[i]!.id]));
  const tagRows = await db
    .insert(tags)
    .values(TAGS.map((t) => ({ slug: t.slug, nameEn: t.en, nameAr: t.ar })))
    .returning({ id: tags.id });

  return { items, linkIds, topicIds, tagIds: tagRows.map((t) => t.id), colorId };
}
