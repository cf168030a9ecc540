import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, PagingQuerySchema, pageSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { AuditReasonSchema } from './staff';
import { TEMPLATE_REFUSALS } from './templates';

// The back office's bundles and templates (issue 21, "Catalogue around it"), permission `catalogue`.

export const ADMIN_BUNDLE_PAGE_SIZE = 25;
export const ADMIN_TEMPLATE_PAGE_SIZE = 25;
const TEMPLATE_MARKUP_MAX = 100_000;

const id = z.number().int();
const IdBodySchema = z.number().int().min(1).max(2_147_483_647);
const NameSchema = z.string().trim().min(1, 'A name').max(100, 'At most 100 characters');
const RankSchema = z.number().int().min(0).max(10_000);

const BundleItemSchema = z.strictObject({
  inventoryId: IdBodySchema.describe('The blank item'),
  templateId: IdBodySchema.nullable().describe('The one template this item takes'),
  templateCategoryId: IdBodySchema.nullable().describe(
    'Or any template of this category; with neither, any template',
  ),
  count: z.number().int().min(1).max(20),
});

export const BundleBodySchema = z.strictObject({
  nameEn: NameSchema,
  nameAr: NameSchema,
  discountPercentage: z.number().int('A whole percentage').min(0).max(90, 'At most 90%'),
  rank: RankSchema,
  isActive: z.boolean(),
  mediaId: IdBodySchema.nullable().describe('Its picture: an upload of yours, or the current one'),
  items: z.array(BundleItemSchema).min(1, 'At least one item').max(10, 'At most 10 items'),
  reason: AuditReasonSchema.optional(),
});
export type BundleBody = z.infer<typeof BundleBodySchema>;

const AdminBundleSummarySchema = z.object({
  id,
  nameEn: z.string(),
  nameAr: z.string(),
  discountPercentage: z.number().int(),
  rank: z.number().int(),
  isActive: z.boolean(),
  itemsCount: z.number().int(),
});

const ChoiceSchema = z.object({ id, nameEn: z.string(), nameAr: z.string() });

const AdminBundleSchema = AdminBundleSummarySchema.extend({
  media: MediaSchema.nullable(),
  items: z.array(BundleItemSchema.extend({ id })),
}).meta({ id: 'AdminBundle' });

const ControlNameSchema = z.string().regex(/^[A-Za-z][\w-]{0,39}$/, 'A control name is a word of up to 40');
const LabelSchema = z.string().trim().min(1).max(100);
const TemplateControlInputSchema = z.strictObject({
  name: ControlNameSchema,
  type: z.enum(['text', 'color', 'image', 'choice']),
  labelEn: LabelSchema,
  labelAr: LabelSchema,
  required: z.boolean(),
  maxLength: z.number().int().min(1).max(500).optional(),
  options: z
    .array(z.strictObject({ value: z.string().max(100), labelEn: LabelSchema, labelAr: LabelSchema }))
    .max(30)
    .optional(),
  defaultValue: z.string().max(500).optional(),
});

const MarkupSchema = z
  .string()
  .max(TEMPLATE_MARKUP_MAX, `At most ${TEMPLATE_MARKUP_MAX} characters`)
  .describe('SVG with {{control}} placeholders; kept only as the sanitiser leaves it');
const ControlsSchema = z
  .array(TemplateControlInputSchema)
  .max(20, 'At most 20 controls')
  .refine((controls) => new Set(controls.map((control) => control.name)).size === controls.length, {
    message: 'Each control needs a name of its own',
  });

export const TemplateBodySchema = z.strictObject({
  nameEn: NameSchema,
  nameAr: NameSchema,
  templateCategoryId: IdBodySchema.nullable(),
  templateHtmlCode: MarkupSchema,
  templateControls: ControlsSchema,
  rank: RankSchema,
  isActive: z.boolean(),
  reason: AuditReasonSchema.optional(),
});
export type TemplateBody = z.infer<typeof TemplateBodySchema>;

const TemplatePreviewBodySchema = z.strictObject({
  templateHtmlCode: MarkupSchema,
  templateControls: ControlsSchema,
});

const AdminTemplateSummarySchema = z.object({
  id,
  nameEn: z.string(),
  nameAr: z.string(),
  templateCategoryId: id.nullable(),
  rank: z.number().int(),
  isActive: z.boolean(),
});

const AdminTemplateSchema = AdminTemplateSummarySchema.extend({
  templateHtmlCode: z.string().describe('As stored: what the sanitiser kept'),
  templateControls: z.array(TemplateControlInputSchema),
}).meta({ id: 'AdminTemplate' });

const ListQuerySchema = PagingQuerySchema.extend({
  q: z.string().trim().max(100).optional().describe('Part of a name in either language'),
});

const tags = ['catalogue'];
const access = { permission: 'catalogue' } as const;
const BUNDLE_REFUSALS = [
  'BUNDLE_ITEM_UNKNOWN',
  'BUNDLE_ITEM_TEMPLATE_AND_CATEGORY',
  'CATALOGUE_MEDIA_NOT_YOURS',
] as const;
const TEMPLATE_WRITE_REFUSALS = [
  'TEMPLATE_CATEGORY_UNKNOWN',
  'TEMPLATE_PLACEHOLDER_UNKNOWN',
  ...TEMPLATE_REFUSALS,
] as const;

export const adminCatalogue = {
  bundles: endpoint({
    method: 'GET',
    path: '/admin/bundles',
    tags,
    access,
    summary: 'Every bundle, sold or not, by rank',
    query: ListQuerySchema,
    reply: pageSchema('bundles', AdminBundleSummarySchema).extend({ total: z.number().int() }),
    refusals: [],
  }),
  bundleChoices: endpoint({
    method: 'GET',
    path: '/admin/bundles/choices',
    tags,
    access,
    summary: 'What a bundle may hold: the blank items, templates and template categories',
    query: BaseQuerySchema,
    reply: z.object({
      inventories: z.array(ChoiceSchema),
      templates: z.array(ChoiceSchema),
      templateCategories: z.array(ChoiceSchema),
    }),
    refusals: [],
  }),
  bundle: endpoint({
    method: 'GET',
    path: '/admin/bundles/:id',
    tags,
    access,
    summary: 'One bundle with its items',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: AdminBundleSchema,
    refusals: ['BUNDLE_NOT_FOUND'],
  }),
  createBundle: endpoint({
    method: 'POST',
    path: '/admin/bundles',
    tags,
    access,
    summary: 'Add a bundle: items, templates per item, discount, rank, picture',
    query: BaseQuerySchema,
    body: BundleBodySchema,
    reply: AdminBundleSchema,
    status: 201,
    refusals: BUNDLE_REFUSALS,
  }),
  updateBundle: endpoint({
    method: 'PUT',
    path: '/admin/bundles/:id',
    tags,
    access,
    summary: 'Change a bundle; its items are replaced by those sent',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: BundleBodySchema,
    reply: AdminBundleSchema,
    refusals: ['BUNDLE_NOT_FOUND', ...BUNDLE_REFUSALS],
  }),
  templates: endpoint({
    method: 'GET',
    path: '/admin/templates',
    tags,
    access,
    summary: 'Every template, offered or not, by rank',
    query: ListQuerySchema,
    reply: pageSchema('templates', AdminTemplateSummarySchema).extend({ total: z.number().int() }),
    refusals: [],
  }),
  template: endpoint({
    method: 'GET',
    path: '/admin/templates/:id',
    tags,
    access,
    summary: 'One template with its markup and controls',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: AdminTemplateSchema,
    refusals: ['TEMPLATE_NOT_FOUND'],
  }),
  createTemplate: endpoint({
    method: 'POST',
    path: '/admin/templates',
    tags,
    access,
    summary: 'Add a template: markup through the sanitiser, controls, category',
    query: BaseQuerySchema,
    body: TemplateBodySchema,
    reply: AdminTemplateSchema,
    status: 201,
    refusals: TEMPLATE_WRITE_REFUSALS,
  }),
  updateTemplate: endpoint({
    method: 'PUT',
    path: '/admin/templates/:id',
    tags,
    access,
    summary: 'Change a template; the markup is stored as the sanitiser leaves it',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: TemplateBodySchema,
    reply: AdminTemplateSchema,
    refusals: ['TEMPLATE_NOT_FOUND', ...TEMPLATE_WRITE_REFUSALS],
  }),
  previewTemplate: endpoint({
    method: 'POST',
    path: '/admin/templates/preview',
    tags,
    access,
    summary: 'Unsaved markup and controls as the sanitiser leaves them, drawn with the default values',
    description: 'Nothing is stored: a look before saving.',
    query: BaseQuerySchema,
    body: TemplatePreviewBodySchema,
    reply: z.object({
      sanitized: z.string().describe('The markup the sanitiser keeps'),
      html: z.string().describe('That markup filled with each control’s default (or sample) value'),
      removed: z.boolean().describe('Whether the sanitiser took something out'),
    }),
    refusals: ['TEMPLATE_PLACEHOLDER_UNKNOWN', ...TEMPLATE_REFUSALS],
  }),
};
