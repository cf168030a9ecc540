// A template is markup with named controls (spec §3 Template: templateHtmlCode, templateControls); each
// `{{name}}` in the markup is replaced by the shopper's value for that control. Pure, so the API checks
// and fills, and the pages can show the same rules.

export type TemplateControl = {
  name: string;
  type: 'text' | 'color' | 'image' | 'choice';
  labelEn: string;
  labelAr: string;
  required: boolean;
  maxLength?: number;
  options?: { value: string; labelEn: string; labelAr: string }[];
  defaultValue?: string;
};

export type ControlValues = Record<string, string>;

export type ControlProblem = {
  control: string;
  problem:
    | 'REQUIRED'
    | 'TOO_LONG'
    | 'NOT_TEXT'
    | 'NOT_A_COLOR'
    | 'NOT_AN_OPTION'
    | 'NOT_AN_IMAGE'
    | 'UNKNOWN';
  message: string;
};

/** A text control without a maxLength of its own takes at most this many characters. */
export const DEFAULT_TEXT_MAX_LENGTH = 40;
const COLOR = /^#[0-9a-fA-F]{6}$/;
// An image control holds the id of an uploaded image; the API checks whose it is when it draws it.
const MEDIA_ID = /^[1-9]\d{0,9}$/;
// Line breaks, tabs and other control characters have no place on a print and could break the layout.
const CONTROL_CHARACTERS = /\p{Cc}/u;

// Characters as a person counts them (code points), so an Arabic name is not measured in UTF-16 units.
const lengthOf = (text: string) => [...text].length;

function problemOf(control: TemplateControl, value: string): ControlProblem | null {
  const { name } = control;
  switch (control.type) {
    case 'text': {
      const max = control.maxLength ?? DEFAULT_TEXT_MAX_LENGTH;
      if (CONTROL_CHARACTERS.test(value)) {
        return { control: name, problem: 'NOT_TEXT', message: `${name} must be one line of text` };
      }
      if (lengthOf(value) > max) {
        return { control: name, problem: 'TOO_LONG', message: `${name} takes at most ${max} characters` };
      }
      return null;
    }
    case 'color':
      return COLOR.test(value)
        ? null
        : { control: name, problem: 'NOT_A_COLOR', message: `${name} must be a colour like #1f2937` };
    case 'choice':
      return control.options?.some((option) => option.value === value)
        ? null
        : { control: name, problem: 'NOT_AN_OPTION', message: `${name} must be one of its options` };
    case 'image':
      return MEDIA_ID.test(value) && Number(value) <= 2_147_483_647
        ? null
        : { control: name, problem: 'NOT_AN_IMAGE', message: `${name} must be the id of an uploaded image` };
  }
}

export type ResolvedControls = { values: ControlValues; problems: ControlProblem[] };

/**
 * The values a template is filled with. For an order (`preview: false`) every required control needs a
 * value of its own; a preview stands in the control's default for what is not filled yet. Values are
 * trimmed; unknown controls, values of the wrong kind and over-long texts are problems, never cut short.
 */
export function resolveControlValues(
  controls: readonly TemplateControl[],
  given: Readonly<Record<string, unknown>>,
  { preview }: { preview: boolean },
): ResolvedControls {
  const problems: ControlProblem[] = [];
  const values: ControlValues = {};
  for (const name of Object.keys(given)) {
    if (!controls.some((control) => control.name === name)) {
      problems.push({ control: name, problem: 'UNKNOWN', message: `This template has no control ${name}` });
    }
  }
  for (const control of controls) {
    const raw = given[control.name];
    if (raw !== undefined && typeof raw !== 'string') {
      problems.push({ control: control.name, problem: 'NOT_TEXT', message: `${control.name} must be text` });
      continue;
    }
    const own = raw?.trim() ?? '';
    const value = own === '' && (preview || !control.required) ? (control.defaultValue ?? '') : own;
    if (value === '') {
      if (control.required) {
        problems.push({ control: control.name, problem: 'REQUIRED', message: `${control.name} is required` });
      } else values[control.name] = '';
      continue;
    }
    const problem = problemOf(control, value);
    if (problem) problems.push(problem);
    else values[control.name] = value;
  }
  return { values, problems };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The markup with each `{{name}}` replaced by its value, escaped so no value can add markup. Placeholders
 * of unknown controls are left empty. The same inputs always give the same output.
 */
export function fillTemplate(markup: string, values: Readonly<ControlValues>): string {
  return markup.replace(/\{\{\s*([A-Za-z][\w-]{0,39})\s*\}\}/g, (_, name: string) =>
    escapeXml(Object.hasOwn(values, name) ? (values[name] ?? '') : ''),
  );
}

/** The media ids the values put in image controls, by control name. */
export function imageValues(
  controls: readonly TemplateControl[],
  values: Readonly<ControlValues>,
): Map<string, number> {
  const images = new Map<string, number>();
  for (const control of controls) {
    const value = values[control.name];
    if (control.type === 'image' && value) images.set(control.name, Number(value));
  }
  return images;
}
