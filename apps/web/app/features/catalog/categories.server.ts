import { type CategorySchema, categories as categoryEndpoints } from '@seed/contract/categories';
import { isShopCategory } from '@seed/domain/category';
import type { Locale } from '@seed/domain/locale';
import { PAGE_SIZES } from '@seed/domain/paging';
import { data } from 'react-router';
import type { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import { orNotFound } from './catalog-id.server';
import { type ImageSources, imageSources } from './image-sources';

export type Subcategory = {
  /** The subcategory's own id, as in the page address `categories/{id}/{subId}`. */
  id: number;
  /** The category-subcategory link, which products are filed under (`categoryToSubcategoryId`). */
  linkId: number;
  name: string;
};

export type ShopCategory = {
  id: number;
  name: string;
  image: ImageSources | null;
  background: string | null;
  subcategories: Subcategory[];
};

const nameIn = (locale: Locale, item: { nameEn: string; nameAr: string }) =>
  locale === 'ar' ? item.nameAr : item.nameEn;

function toShopCategory(category: z.infer<typeof CategorySchema>, locale: Locale): ShopCategory {
  return {
    id: category.id,
    name: nameIn(locale, category),
    image: imageSources(category.media),
    background: category.background,
    subcategories: category.categoriesToSubcategories.map((link) => ({
      id: link.subCategoryId,
      linkId: link.id,
      name: nameIn(locale, link.subCategory),
    })),
  };
}

/** The shop's categories (not those only for customising) with their subcategories, by rank. */
export async function loadShopCategories(api: ApiClient, locale: Locale): Promise<ShopCategory[]> {
  const { categories } = await api.call(categoryEndpoints.list, {
    query: { limit: PAGE_SIZES.categoryLists },
  });
  return categories.filter(isShopCategory).map((category) => toShopCategory(category, locale));
}

/** One shop category; an unknown, inactive or customising-only one is the 404 page. */
export async function loadShopCategory(api: ApiClient, locale: Locale, id: number): Promise<ShopCategory> {
  const category = await orNotFound(api.call(categoryEndpoints.one, { params: { id } }));
  if (!isShopCategory(category)) throw data(null, { status: 404 });
  return toShopCategory(category, locale);
}
