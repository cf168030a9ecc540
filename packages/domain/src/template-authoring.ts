import type { ControlValues, TemplateControl } from './template-controls';

// Rules for staff writing a template in the back office (issue 21): what its markup refers to, and what a
// preview before saving fills it with.

const PLACEHOLDER = /\{\{\s*([A-Za-z][\w-]{0,39})\s*\}\}/g;

/** The control names the markup's `{{name}}` placeholders refer to, each once, in order of appearance. */
export function placeholderNames(markup: string): string[] {
  return [...new Set([...markup.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** The placeholders of the markup that no control fills: a template would print them empty. */
export function unknownPlaceholders(markup: string, controls: readonly Pick<TemplateControl, 'name'>[]) {
  const names = new Set(controls.map((control) => control.name));
  return placeholderNames(markup).filter((name) => !names.has(name));
}

const SAMPLE_COLOUR = '#1f2937';

/**
 * Values to draw an unsaved template with: each control's default, or else a sample of its kind (its
 * English label for a text, a dark colour, the first option). Image controls get nothing: their slot is
 * left out of a preview that has no shopper's picture.
 */
export function sampleControlValues(controls: readonly TemplateControl[]): ControlValues {
  const values: ControlValues = {};
  for (const control of controls) {
    if (control.type === 'image') continue;
    const sample =
      control.defaultValue ||
      (control.type === 'color'
        ? SAMPLE_COLOUR
        : control.type === 'choice'
          ? (control.options?.[0]?.value ?? '')
          : [...control.labelEn].slice(0, control.maxLength ?? 40).join(''));
    values[control.name] = sample;
  }
  return values;
}
