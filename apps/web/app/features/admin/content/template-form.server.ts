import { TemplateBodySchema } from '@seed/contract/admin-content-catalogue';
import { fieldsOf, formProblem, numberOf, textOf } from './form-problem';
import type { ControlDraft } from './template-control-fields';
import { controlDraftsOf, controlOf } from './template-controls.server';

/** The markup and controls (a fieldset each) as typed, so a refused or previewed form shows them again as they were. */
export type TemplateDraft = {
  nameAr: string;
  nameEn: string;
  templateCategoryId: string;
  rank: string;
  isActive: boolean;
  templateHtmlCode: string;
  templateControls: ControlDraft[];
};

export function draftOf(form: FormData): TemplateDraft {
  return {
    nameAr: textOf(form, 'nameAr'),
    nameEn: textOf(form, 'nameEn'),
    templateCategoryId: textOf(form, 'templateCategoryId'),
    rank: textOf(form, 'rank'),
    isActive: form.get('isActive') === 'on',
    templateHtmlCode: textOf(form, 'templateHtmlCode'),
    templateControls: controlDraftsOf(form),
  };
}

/** A template's form as the API's body, or the fields to fix. */
export function readTemplateForm(form: FormData) {
  const category = textOf(form, 'templateCategoryId');
  const parsed = TemplateBodySchema.safeParse({
    nameEn: textOf(form, 'nameEn'),
    nameAr: textOf(form, 'nameAr'),
    templateCategoryId: category === '' ? null : numberOf(form, 'templateCategoryId'),
    templateHtmlCode: textOf(form, 'templateHtmlCode'),
    templateControls: controlDraftsOf(form).map(controlOf),
    rank: numberOf(form, 'rank'),
    isActive: form.get('isActive') === 'on',
    reason: textOf(form, 'reason').trim() || undefined,
  });
  return parsed.success ? { body: parsed.data } : { problem: formProblem(fieldsOf(parsed.error)) };
}
