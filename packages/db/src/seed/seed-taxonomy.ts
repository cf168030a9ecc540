import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { topics } from '../schema/artworks';
import { tags } from '../schema/products';
import { categories, categoriesToSubcategories, subCategories } from '../schema/taxonomy';
import {
  CATEGORIES,
  SUBCATEGORIES,
  type SubcategoryKey,
  TAGS,
  TOPICS,
  type TopicName,
} from './data/taxonomy';

export type Taxonomy = Awaited<ReturnType<typeof seedTaxonomy>>;

export async function seedTaxonomy(db: Db) {
  const customisable = new Set(CATEGORIES.filter((c) => c.isForCustomization).flatMap((c) => c.subs));
  const keys = Object.keys(SUBCATEGORIES) as SubcategoryKey[];
  const subRows = await db
    .insert(subCategories)
    .values(
      keys.map((key, rank) => ({
        nameEn: SUBCATEGORIES[key].en,
        nameAr: SUBCATEGORIES[key].ar,
        slug: key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
        isForCustomization: customisable.has(key),
        rank,
      })),
    )
    .returning({ id: subCategories.id });
  const subIds = new Map(keys.map((key, i) => [key, subRows[i]!.id]));

  const categoryRows = await db
    .insert(categories)
    .values(
      CATEGORIES.map((c, rank) => ({
        nameEn: c.en,
        nameAr: c.ar,
        background: c.background,
        isForShop: c.isForShop,
        isForCustomization: c.isForCustomization,
        rank,
      })),
    )
    .returning({ id: categories.id });
  const categoryIds = categoryRows.map((row) => row.id);
  const links = CATEGORIES.flatMap((c, index) => c.subs.map((sub, rank) => ({ sub, index, rank })));
  const linkRows = await db
    .insert(categoriesToSubcategories)
    .values(
      links.map((l) => ({
        categoryId: categoryIds[l.index]!,
        subCategoryId: subIds.get(l.sub)!,
        rank: l.rank,
      })),
    )
    .returning({ id: categoriesToSubcategories.id });
  // Products and blank items point at a subcategory's first (shop) placement.
  const linkIds = new Map<SubcategoryKey, number>();
  for (const [i, link] of links.entries()) if (!linkIds.has(link.sub)) linkIds.set(link.sub, linkRows[i]!.id);

  const topicRows = await db
    .insert(topics)
    .values(TOPICS.map((t, order) => ({ name_en: t.en, name_ar: t.ar, color: t.color, order })))
    .returning({ id: topics.id });
  const topicIds = new Map<TopicName, number>(TOPICS.map((t, i) => [t.en, topicRows[i]!.id]));
  const tagRows = await db
    .insert(tags)
    .values(TAGS.map((t) => ({ slug: t.slug, nameEn: t.en, nameAr: t.ar })))
    .returning({ id: tags.id });

  return { categoryIds, linkIds, topicIds, tagIds: tagRows.map((row) => row.id) };
}

// A category's picture is a mockup of the first blank item sold under it; a topic's is one of its artworks.
export async function setTaxonomyPictures(
  db: Db,
  taxonomy: Taxonomy,
  pictures: { categories: (number | undefined)[]; topics: Map<TopicName, number> },
) {
  for (const [index, mediaId] of pictures.categories.entries())
    if (mediaId)
      await db.update(categories).set({ mediaId }).where(eq(categories.id, taxonomy.categoryIds[index]!));
  for (const [topic, mediaId] of pictures.topics)
    await db
      .update(topics)
      .set({ mediaId })
      .where(eq(topics.id, taxonomy.topicIds.get(topic)!));
}
