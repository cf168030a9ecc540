import { DomainError } from '@seed/domain/errors';
import {
  type ControlProblem,
  type ControlValues,
  DEFAULT_TEXT_MAX_LENGTH,
  fillTemplate,
  resolveControlValues,
  type TemplateControl,
} from '@seed/domain/template-controls';
import { TEMPLATE_UNITS } from '@seed/domain/template-image';
import sharp from 'sharp';
import { fillImageSlots } from './image-slots';
import { sanitizeTemplateMarkup } from './sanitize';

export type RenderableTemplate = {
  id: number;
  templateHtmlCode: string;
  templateControls: TemplateControl[];
};

const PROBLEM_REASONS: Record<ControlProblem['problem'], string> = {
  REQUIRED: 'TEMPLATE_VALUE_REQUIRED',
  TOO_LONG: 'TEMPLATE_TEXT_TOO_LONG',
  NOT_TEXT: 'TEMPLATE_VALUE_NOT_TEXT',
  NOT_A_COLOR: 'TEMPLATE_VALUE_NOT_A_COLOR',
  NOT_AN_OPTION: 'TEMPLATE_VALUE_NOT_AN_OPTION',
  NOT_AN_IMAGE: 'TEMPLATE_VALUE_NOT_AN_IMAGE',
  UNKNOWN: 'TEMPLATE_CONTROL_UNKNOWN',
};

const maxLengthOf = (template: RenderableTemplate, name: string) =>
  template.templateControls.find((control) => control.name === name)?.maxLength ?? DEFAULT_TEXT_MAX_LENGTH;

/**
 * The control values a template is filled with, checked against its controls: a preview fills what is
 * missing with defaults, an order needs every required control (domain/template-controls).
 */
export function templateValues(
  template: RenderableTemplate,
  given: Readonly<Record<string, unknown>>,
  mode: { preview: boolean },
): ControlValues {
  const { values, problems } = resolveControlValues(template.templateControls, given, mode);
  const [first] = problems;
  if (first) {
    // Every problem is in the message; the reason names the first, the one a page shows.
    throw new DomainError('INVALID_DATA', problems.map((problem) => problem.message).join('; '), {
      reason: PROBLEM_REASONS[first.problem],
      details: first.problem === 'TOO_LONG' ? { max: maxLengthOf(template, first.control) } : undefined,
    });
  }
  return values;
}

/** The template's markup as it may be drawn; a template with nothing left to draw cannot be used. */
export function sanitizedMarkup(template: RenderableTemplate): string {
  const markup = sanitizeTemplateMarkup(template.templateHtmlCode);
  if (!markup) {
    throw new DomainError('INVALID_DATA', `Template ${template.id} has no drawing to render`, {
      reason: 'TEMPLATE_HAS_NO_DRAWING',
    });
  }
  return markup;
}

/**
 * The template's sanitised markup filled with checked values, and its image slots with the pictures
 * (data: URLs by control name, from template-images.ts): the same inputs, the same markup. The image
 * slots are filled first, so no text value can ever become an image's address.
 */
export function renderTemplate(
  template: RenderableTemplate,
  values: ControlValues,
  pictures: ReadonlyMap<string, string> = new Map(),
): string {
  return fillTemplate(fillImageSlots(sanitizedMarkup(template), pictures), values);
}

// A template is drawn on a 600-unit square; printed 25.4 cm wide at 300 DPI that is 3000 pixels.
export const PRINT_WIDTH_PX = 3000;
const PRINT_DPI = 300;

/**
 * The print-ready file of rendered markup: a transparent PNG at 300 DPI. librsvg shapes the text with
 * Pango and the system's fonts, so Arabic comes out joined and right to left (fonts-noto-core).
 */
export async function renderPrintPng(svg: string, widthPx = PRINT_WIDTH_PX): Promise<Buffer> {
  const density = (72 * widthPx) / TEMPLATE_UNITS;
  return sharp(Buffer.from(svg), { density })
    .resize({ width: widthPx })
    .png({ compressionLevel: 6 })
    .withMetadata({ density: PRINT_DPI })
    .toBuffer();
}
