import type { TemplateBody } from '@seed/contract/admin-content-catalogue';
import { textOf } from './form-problem';
import { type ControlDraft, controlField } from './template-control-fields';

type Control = TemplateBody['templateControls'][number];

// The contract allows 20 controls; the page draws one blank fieldset after them.
const CONTROL_SLOTS = 21;

/** A choice's options, one a line: `value | English label | Arabic label` (labels default to the value). */
const optionLine = (option: NonNullable<Control['options']>[number]) =>
  `${option.value} | ${option.labelEn} | ${option.labelAr}`;

function optionsOf(text: string): Control['options'] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return undefined;
  return lines.map((line) => {
    const [value = '', labelEn, labelAr] = line.split('|').map((part) => part.trim());
    return { value, labelEn: labelEn || value, labelAr: labelAr || labelEn || value };
  });
}

/** A saved control as its fieldset shows it. */
export function controlDraftOf(control: Control): ControlDraft {
  return {
    name: control.name,
    type: control.type,
    labelAr: control.labelAr,
    labelEn: control.labelEn,
    defaultValue: control.defaultValue ?? '',
    required: control.required,
    maxLength: control.maxLength === undefined ? '' : String(control.maxLength),
    options: (control.options ?? []).map(optionLine).join('\n'),
  };
}

/**
 * The controls' fieldsets as typed, in order: a fieldset left empty (the blank one) or marked to remove is not
 * a control.
 */
export function controlDraftsOf(form: FormData): ControlDraft[] {
  const drafts: ControlDraft[] = [];
  for (let index = 0; index < CONTROL_SLOTS; index++) {
    const text = (key: keyof ControlDraft) => textOf(form, controlField(index, key)).trim();
    const draft: ControlDraft = {
      name: text('name'),
      type: text('type'),
      labelAr: text('labelAr'),
      labelEn: text('labelEn'),
      defaultValue: textOf(form, controlField(index, 'defaultValue')),
      required: form.get(controlField(index, 'required')) === 'on',
      maxLength: text('maxLength'),
      options: textOf(form, controlField(index, 'options')),
    };
    const typed = [draft.name, draft.labelAr, draft.labelEn, draft.defaultValue, draft.options].some(
      (value) => value.trim() !== '',
    );
    if (typed && form.get(controlField(index, 'remove')) !== 'on') drafts.push(draft);
  }
  return drafts;
}

/** A control for the API's body; what is wrong with it is the contract's to say. */
export function controlOf(draft: ControlDraft): unknown {
  const maxLength = /^\d{1,4}$/.test(draft.maxLength) ? Number(draft.maxLength) : draft.maxLength;
  const options = optionsOf(draft.options);
  return {
    name: draft.name,
    type: draft.type,
    labelEn: draft.labelEn,
    labelAr: draft.labelAr,
    required: draft.required,
    ...(draft.maxLength === '' ? {} : { maxLength }),
    ...(options ? { options } : {}),
    ...(draft.defaultValue === '' ? {} : { defaultValue: draft.defaultValue }),
  };
}
