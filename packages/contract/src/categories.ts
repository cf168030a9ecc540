import { z } from 'zod';
import { IdParamsSchema, IdSchema, PagingQuerySchema, pageSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';

const SubCategorySchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  slug: z.string(),
  isForCustomization: z.boolean(),
  isActive: z.boolean(),
  rank: z.number().int(),
});

const CategoryToSubcategorySchema = z.object({
  id: z.number().int().describe('The link id that products and blank items are filed under'),
  categoryId: z.number().int(),
  subCategoryId: z.number().int(),
  rank: z.number().int(),
  subCategory: SubCategorySchema,
});

export const CategorySchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  media: MediaSchema.nullable(),
  background: z.string().nullable(),
  isActive: z.boolean(),
  isForCustomization: z.boolean().describe('With isForShop unset too, the category belongs to both'),
  isForShop: z.boolean(),
  rank: z.number().int(),
  categoriesToSubcategories: z.array(CategoryToSubcategorySchema).describe('Active subcategories, by rank'),
});

export const CategoryListQuerySchema = PagingQuerySchema.extend({
  id: IdSchema.optional().describe(
    'Only this category (the spec also calls the list with an id); empty if it is hidden',
  ),
});

// Spec §7 calls the one category "with an id and limit 100", the list's own paging; one category is not paged,
// so the paging is accepted and has nothing to trim.
export const CategoryQuerySchema = PagingQuerySchema.describe(
  'limit and offset are accepted as the spec’s client sends them; one category has no pages',
);

const tags = ['catalog'];

export const categories = {
  list: endpoint({
    method: 'GET',
    path: '/explore/categories/subcategories',
    tags,
    access: 'anyone',
    summary: 'Active categories by rank, each with its active subcategories',
    query: CategoryListQuerySchema,
    reply: pageSchema('categories', CategorySchema),
    refusals: [],
  }),
  one: endpoint({
    method: 'GET',
    path: '/explore/categories/subcategories/:id',
    tags,
    access: 'anyone',
    summary: 'One active category with its active subcategories',
    description: 'CATEGORY_NOT_LISTED (404) when it is unknown or inactive.',
    params: IdParamsSchema,
    query: CategoryQuerySchema,
    reply: CategorySchema,
    refusals: ['CATEGORY_NOT_LISTED'],
  }),
};
