import type { Locale } from '@seed/domain/locale';
import { PAGE_SIZES } from '@seed/domain/paging';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';

// Only the fields the web reads; the API may send more.
const NamesSchema = z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string() });
const CategorySchema = NamesSchema.extend({
  categoriesToSubcategories: z.array(z.object({ subCategory: NamesSchema })),
});
// The API pages every list (`limit`/`offset`); one page of the spec's category-list size holds them all.
const CategoriesPageSchema = z.object({ categories: z.array(CategorySchema) });

export type CategorySummary = { id: number; name: string; subcategories: { id: number; name: string }[] };

const nameIn = (locale: Locale, item: z.infer<typeof NamesSchema>) =>
  locale === 'ar' ? item.nameAr : item.nameEn;

/** Categories with their subcategories, named in the page's language only (the page ships nothing else). */
export async function loadCategories(api: ApiClient, locale: Locale): Promise<CategorySummary[]> {
  const { categories } = await api.get('/explore/categories/subcategories', CategoriesPageSchema, {
    limit: PAGE_SIZES.categoryLists,
  });
  return categories.map((category) => ({
    id: category.id,
    name: nameIn(locale, category),
    subcategories: category.categoriesToSubcategories.map(({ subCategory }) => ({
      id: subCategory.id,
      name: nameIn(locale, subCategory),
    })),
  }));
}
