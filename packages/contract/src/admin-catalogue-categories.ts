import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { AuditReasonSchema } from './staff';

const id = z.number().int();
const name = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters');
const rank = z.number().int().min(0).max(9999).describe('Lower comes first');
const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #1a2b3c')
  .nullable()
  .describe('Background colour of its tile');

export const AdminSubcategorySchema = z.object({
  id,
  linkId: id.describe('The category/subcategory link products are filed under'),
  nameEn: z.string(),
  nameAr: z.string(),
  slug: z.string(),
  rank: id,
  isForCustomization: z.boolean(),
  isActive: z.boolean(),
});

export const AdminCategorySchema = z
  .object({
    id,
    nameEn: z.string(),
    nameAr: z.string(),
    media: MediaSchema.nullable(),
    background: z.string().nullable(),
    rank: id,
    isForShop: z.boolean(),
    isForCustomization: z.boolean(),
    isActive: z.boolean(),
    subcategories: z.array(AdminSubcategorySchema).describe('Active or not, by rank'),
  })
  .meta({ id: 'AdminCategory' });

export const CategoryFieldsSchema = z.strictObject({
  nameEn: name,
  nameAr: name,
  mediaId: id.min(1).nullable().describe('An image the caller uploaded (POST /media/upload); null for none'),
  background: hexColour,
  rank,
  isForShop: z.boolean(),
  isForCustomization: z.boolean().describe('With isForShop false too, the category belongs to both'),
  isActive: z.boolean(),
  reason: AuditReasonSchema.optional(),
});

export const SubcategoryFieldsSchema = z.strictObject({
  nameEn: name,
  nameAr: name,
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and dashes')
    .max(120)
    .describe('Its address in the shop; unique'),
  rank,
  isForCustomization: z.boolean(),
  isActive: z.boolean(),
  reason: AuditReasonSchema.optional(),
});

const SubcategoryParamsSchema = z.strictObject({
  id: IdParamsSchema.shape.id,
  subId: IdParamsSchema.shape.id,
});

const tags = ['admin-catalogue'];
const access = { permission: 'catalogue' } as const;
const NOT_FOUND = 'CATALOGUE_CATEGORY_NOT_FOUND';

export const adminCategories = {
  list: endpoint({
    method: 'GET',
    path: '/admin/catalogue/categories',
    tags,
    access,
    summary: 'Every category, active or not, with its subcategories, by rank',
    query: BaseQuerySchema,
    reply: z.object({ categories: z.array(AdminCategorySchema) }),
    refusals: [],
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/catalogue/categories',
    tags,
    access,
    summary: 'Add a category; the shop menu shows it at once when active',
    query: BaseQuerySchema,
    body: CategoryFieldsSchema,
    reply: AdminCategorySchema,
    status: 201,
    refusals: ['CATALOGUE_MEDIA_NOT_FOUND'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/catalogue/categories/:id',
    tags,
    access,
    summary: 'Edit a category: names, picture, background, rank, shop and customisation flags, active',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: CategoryFieldsSchema,
    reply: AdminCategorySchema,
    refusals: [NOT_FOUND, 'CATALOGUE_MEDIA_NOT_FOUND'],
  }),
  createSubcategory: endpoint({
    method: 'POST',
    path: '/admin/catalogue/categories/:id/subcategories',
    tags,
    access,
    summary: 'Add a subcategory under a category',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: SubcategoryFieldsSchema,
    reply: AdminCategorySchema,
    status: 201,
    errors: [409],
    refusals: [NOT_FOUND, 'CATALOGUE_SLUG_TAKEN'],
  }),
  updateSubcategory: endpoint({
    method: 'PUT',
    path: '/admin/catalogue/categories/:id/subcategories/:subId',
    tags,
    access,
    summary: "Edit a category's subcategory: names, address, rank, customisation flag, active",
    params: SubcategoryParamsSchema,
    query: BaseQuerySchema,
    body: SubcategoryFieldsSchema,
    reply: AdminCategorySchema,
    errors: [409],
    refusals: [NOT_FOUND, 'CATALOGUE_SLUG_TAKEN'],
  }),
};
