import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema } from './common';
import { endpoint } from './endpoint';
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

/** Why control values are refused: one reason per problem the template's controls find, or a picture too coarse. */
export const TEMPLATE_REFUSALS = [
  'TEMPLATE_VALUE_REQUIRED',
  'TEMPLATE_TEXT_TOO_LONG',
  'TEMPLATE_VALUE_NOT_TEXT',
  'TEMPLATE_VALUE_NOT_A_COLOR',
  'TEMPLATE_VALUE_NOT_AN_OPTION',
  'TEMPLATE_VALUE_NOT_AN_IMAGE',
  'TEMPLATE_CONTROL_UNKNOWN',
  'TEMPLATE_HAS_NO_DRAWING',
] as const;

const PREVIEW_DESCRIPTION =
  'Values are checked against the template controls: unknown controls, values of the wrong type ' +
  'and texts over their maxLength are refused (400). The markup is sanitised: no scripts, event ' +
  'handlers or external loads. An image control takes the id of an image the signed-in caller ' +
  "uploaded (a guest's is 401, anyone else's 404); it is drawn into its slot as a data: URL, and " +
  'imageIssues lists images that would print under 150 DPI (warn) or 75 DPI (block).';

const tags = ['templates'];

export const templates = {
  preview: endpoint({
    method: 'GET',
    path: '/template/:id/generateHtmlCode',
    tags,
    access: 'anyone',
    summary: 'The template filled with control values (defaults for the ones not given)',
    description: PREVIEW_DESCRIPTION,
    params: IdParamsSchema,
    query: RenderQuerySchema,
    reply: RenderedTemplateSchema,
    errors: [401],
    refusals: TEMPLATE_REFUSALS,
  }),
  previewPost: endpoint({
    method: 'POST',
    path: '/template/:id/generateHtmlCode',
    tags,
    access: 'anyone',
    summary: 'As the GET, with the control values in the body (for long or many values)',
    params: IdParamsSchema,
    body: RenderBodySchema,
    reply: RenderedTemplateSchema,
    errors: [401],
    refusals: TEMPLATE_REFUSALS,
  }),
  print: endpoint({
    method: 'GET',
    path: '/template/:id/print',
    tags,
    access: 'anyone',
    summary: 'The print-ready file: the same rendering as a transparent 3000 px PNG at 300 DPI',
    description:
      'Every required control needs a value, as for an order; images are drawn at 300 DPI and an image ' +
      'under 75 DPI in its slot is refused (400, DPI_TOO_LOW).',
    params: IdParamsSchema,
    query: RenderQuerySchema,
    // Sent as it is rendered; the schema only names the type for /api/docs.
    reply: z.custom<Uint8Array>().describe('image/png'),
    errors: [401],
    refusals: [...TEMPLATE_REFUSALS, 'DPI_TOO_LOW'],
  }),
};
