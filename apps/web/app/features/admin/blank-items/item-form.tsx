import type { adminBlankItems } from '@seed/contract/admin-blank-items';
import type { ReplyOf } from '@seed/contract/endpoint';
import { sizeGuideRowsText } from '@seed/domain/blank-item';
import { PRINTING_TYPES } from '@seed/domain/print-position';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { FieldProblem } from './item-fields.server';
import { kwdText } from './kwd';
import { buttonClass, inputClass } from './styles';

type Detail = ReplyOf<typeof adminBlankItems.detail>;
type Options = ReplyOf<typeof adminBlankItems.options>;
export type ItemValues = Omit<Detail, 'id' | 'isActive' | 'mainMedia' | 'variants' | 'sides'>;

/** A new item's starting values: the spec's defaults for diagonals and font sizes. */
export const NEW_ITEM: ItemValues = {
  nameEn: '',
  nameAr: '',
  descriptionEn: '',
  descriptionAr: '',
  price: 0,
  weight: 200,
  printingTypes: ['DTG'],
  backPrint: false,
  pocketPrint: false,
  designRequests: false,
  minDiagonal: 5,
  maxDiagonal: 40,
  minFontSize: 10,
  maxFontSize: 72,
  sizeGuide: null,
  categoryLinkIds: [],
  rank: 0,
};

/** What was typed in a form that came back with problems: each field's values, so nothing typed is lost. */
export type TypedFields = Record<string, string[]>;

type Props = {
  values: ItemValues;
  typed: TypedFields | null;
  options: Options;
  problem: FieldProblem | null;
  submit: string;
  lang: string;
};

/** The details of a blank item, in both languages; a plain POST form, so it works without scripts. */
export function ItemForm({ values, options, problem, submit, lang, typed }: Props) {
  const { t } = useTranslation();
  // Without scripts the page is rendered again after a refused submission: it shows what was typed.
  const shown = (name: string, value: string | number) => (typed ? (typed[name]?.[0] ?? '') : value);
  const ticked = (name: string, value: boolean) => (typed ? name in typed : value);
  const invalid = (name: string) => problem?.fields.includes(name) || undefined;
  const field = (name: keyof ItemValues, input: React.ReactNode) => (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={`field-${name}`} className="font-medium">
        {t(`admin.blankItems.fields.${name}` as 'admin.blankItems.fields.nameAr')}
      </label>
      {input}
      {invalid(name) && (
        <span id={`${name}-error`} className="text-red-700">
          {t(`admin.blankItems.errors.${name}` as 'admin.blankItems.errors.nameAr')}
        </span>
      )}
    </div>
  );
  const text = (name: keyof ItemValues, value: string | number, extra: React.ComponentProps<'input'> = {}) =>
    field(
      name,
      <input
        id={`field-${name}`}
        name={name}
        defaultValue={shown(name, value)}
        aria-invalid={invalid(name)}
        aria-describedby={invalid(name) ? `${name}-error` : undefined}
        className={inputClass}
        {...extra}
      />,
    );
  const area = (name: 'descriptionAr' | 'descriptionEn', dir: 'rtl' | 'ltr') =>
    field(
      name,
      <textarea
        id={`field-${name}`}
        name={name}
        dir={dir}
        rows={3}
        defaultValue={shown(name, values[name])}
        maxLength={5000}
        className={inputClass}
      />,
    );
  const check = (name: 'backPrint' | 'pocketPrint' | 'designRequests') => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={ticked(name, values[name])} />
      {t(`admin.blankItems.fields.${name}`)}
    </label>
  );
  const guide = (
    name: 'sizeGuideCm' | 'sizeGuideIn',
    rows: { size: string; param1: number; param2: number }[],
  ) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{t(`admin.blankItems.fields.${name}`)}</span>
      <textarea
        name={name}
        dir="ltr"
        rows={4}
        defaultValue={shown(name, sizeGuideRowsText(rows))}
        aria-describedby="size-guide-hint"
        aria-invalid={invalid('sizeGuide')}
        className={`${inputClass} font-mono`}
      />
    </label>
  );
  return (
    <Form method="post" className="grid gap-4 md:grid-cols-2">
      <input type="hidden" name="action" value="details" />
      {text('nameAr', values.nameAr, { dir: 'rtl', required: true, maxLength: 120 })}
      {text('nameEn', values.nameEn, { dir: 'ltr', required: true, maxLength: 120 })}
      {area('descriptionAr', 'rtl')}
      {area('descriptionEn', 'ltr')}
      {text('price', kwdText(values.price), { dir: 'ltr', inputMode: 'decimal', required: true })}
      {text('weight', values.weight, { dir: 'ltr', type: 'number', min: 1, required: true })}
      {text('minDiagonal', values.minDiagonal, { dir: 'ltr', type: 'number', step: 'any', min: 0 })}
      {text('maxDiagonal', values.maxDiagonal, { dir: 'ltr', type: 'number', step: 'any', min: 0 })}
      {text('minFontSize', values.minFontSize, { dir: 'ltr', type: 'number', min: 1 })}
      {text('maxFontSize', values.maxFontSize, { dir: 'ltr', type: 'number', min: 1 })}
      {text('rank', values.rank, { dir: 'ltr', type: 'number', min: 0 })}
      <fieldset className="flex flex-col gap-2 text-sm" aria-invalid={invalid('printingTypes')}>
        <legend className="mb-1 font-medium">{t('admin.blankItems.fields.printingTypes')}</legend>
        {PRINTING_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2">
            <input
              type="checkbox"
              name="printingTypes"
              value={type}
              defaultChecked={
                typed ? (typed.printingTypes ?? []).includes(type) : values.printingTypes.includes(type)
              }
            />
            {t(`admin.blankItems.techniques.${type}`)}
          </label>
        ))}
        {invalid('printingTypes') && (
          <span className="text-red-700">{t('admin.blankItems.errors.printingTypes')}</span>
        )}
      </fieldset>
      <div className="flex flex-col gap-2">
        {check('backPrint')}
        {check('pocketPrint')}
        {check('designRequests')}
      </div>
      {options.categoryLinks.length > 0 && (
        <label className="flex flex-col gap-1 text-sm md:col-span-2">
          <span className="font-medium">{t('admin.blankItems.fields.categoryLinkIds')}</span>
          <select
            name="categoryLinkIds"
            multiple
            size={Math.min(6, options.categoryLinks.length)}
            defaultValue={typed ? (typed.categoryLinkIds ?? []) : values.categoryLinkIds.map(String)}
            className={inputClass}
          >
            {options.categoryLinks.map((link) => (
              <option key={link.id} value={link.id}>
                {lang === 'ar'
                  ? `${link.categoryAr} / ${link.subcategoryAr}`
                  : `${link.categoryEn} / ${link.subcategoryEn}`}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className="grid gap-3 md:col-span-2 md:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">{t('admin.blankItems.fields.sizeGuide')}</legend>
        <p id="size-guide-hint" className="text-sm text-neutral-700 md:col-span-2">
          {t('admin.blankItems.fields.sizeGuideHint')}
        </p>
        {guide('sizeGuideCm', values.sizeGuide?.centimeters ?? [])}
        {guide('sizeGuideIn', values.sizeGuide?.inches ?? [])}
        {invalid('sizeGuide') && (
          <p role="alert" className="text-sm text-red-700 md:col-span-2">
            {t('admin.blankItems.errors.sizeGuide', { line: problem?.line ?? 1 })}
          </p>
        )}
      </fieldset>
      <button type="submit" className={buttonClass}>
        {submit}
      </button>
    </Form>
  );
}
