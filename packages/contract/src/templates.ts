import { z } from 'zod';
import { BaseQuerySchema } from './common';
import { MediaSchema } from './media';

const id = z.number().int();
const MAX_CONTROLS_JSON = 4000;

const TemplateControlSchema = z
  .object({
    name: z.string().describe('The {{name}} placeholder in templateHtmlCode'),
    type: z
      .enum(['text', 'color', 'image', 'choice'])
      .describe('An image control takes the id of an image the signed-in shopper uploaded (media/upload)'),
    labelEn: z.string(),
    labelAr: z.string(),
    required: z.boolean(),
    maxLength: z.number().int().optional(),
    options: z.array(z.object({ value: z.string(), labelEn: z.string(), labelAr: z.string() })).optional(),
    defaultValue: z.string().optional(),
  })
  .meta({ id: 'TemplateControl' });

export const TemplateSchema = z
  .object({
    id,
    nameEn: z.string(),
    nameAr: z.string(),
    rank: z.number().int(),
    templateCategoryId: id.nullable(),
    media: MediaSchema.nullable().describe('A preview of the template with its default values'),
    templateHtmlCode: z.string().describe('Sanitised SVG markup with {{control}} placeholders'),
    templateControls: z.array(TemplateControlSchema),
  })
  .meta({ id: 'Template' });

export const TemplateCategorySchema = z
  .object({
    id,
    rank: z.number().int(),
    isActive: z.boolean(),
    parentTemplateCategoryId: id.nullable(),
    nameEn: z.string(),
    nameAr: z.string(),
    descriptionEn: z.string(),
    descriptionAr: z.string(),
    media: MediaSchema.nullable(),
  })
  .meta({ id: 'TemplateCategory' });

/** Control values by control name; checked against the template's controls by the service. */
export const ControlValuesSchema = z
  .record(z.string().max(40), z.string().max(500, 'A control value has at most 500 characters'))
  .refine((values) => Object.keys(values).length <= 20, { message: 'At most 20 control values' });

const ControlsQueryParam = z
  .string()
  .max(MAX_CONTROLS_JSON)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'controls must be a JSON object of control values' });
      return z.NEVER;
    }
  })
  .pipe(ControlValuesSchema)
  .optional()
  .describe('The control values as a JSON object, e.g. {"text":"نورة","color":"#1f2937"}');

export const RenderQuerySchema = BaseQuerySchema.extend({ controls: ControlsQueryParam });

export const RenderBodySchema = z.strictObject({ controls: ControlValuesSchema.default({}) });

const ImageIssueSchema = z
  .object({
    control: z.string(),
    severity: z.enum(['warn', 'block']).describe('warn: under 150 DPI; block: under 75, cannot be ordered'),
    dpi: z.number().int().describe('The resolution the image prints at in its slot'),
    message: z.string(),
  })
  .meta({ id: 'TemplateImageIssue' });

export const RenderedTemplateSchema = z.object({
  id,
  html: z.string().describe('The sanitised markup filled with the values; an SVG document'),
  values: z.record(z.string(), z.string()).describe('The values used, defaults included'),
  imageIssues: z.array(ImageIssueSchema).describe("Print-resolution issues of the image controls' pictures"),
});
