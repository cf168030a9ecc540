import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './fields';
import { type ControlDraft, controlField as fieldOf } from './template-control-fields';

const KINDS = ['text', 'color', 'choice', 'image'] as const;

const BLANK: ControlDraft = {
  name: '',
  type: 'text',
  labelAr: '',
  labelEn: '',
  defaultValue: '',
  required: false,
  maxLength: '',
  options: '',
};

function ControlFieldset({ index, draft, isNew }: { index: number; draft: ControlDraft; isNew: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const label = (key: string) =>
    t(`admin.content.templates.control.${key}` as 'admin.content.templates.control.name');
  const text = (key: 'name' | 'labelAr' | 'labelEn' | 'defaultValue' | 'maxLength', extra: object = {}) => (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{label(key)}</span>
      <input name={fieldOf(index, key)} defaultValue={draft[key]} className={inputClass} {...extra} />
    </label>
  );
  return (
    <fieldset className="grid gap-3 rounded-md border border-neutral-200 p-3 text-sm sm:grid-cols-2">
      <legend className="px-1 font-semibold">
        {isNew
          ? t('admin.content.templates.control.new')
          : t('admin.content.templates.control.legend', { index: index + 1, name: draft.name })}
      </legend>
      {text('name', { dir: 'ltr', spellCheck: false, 'aria-describedby': `${id}-name-hint` })}
      <label className="flex flex-col gap-1">
        <span className="font-medium">{label('type')}</span>
        <select name={fieldOf(index, 'type')} defaultValue={draft.type} className={inputClass}>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`admin.content.templates.control.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <span id={`${id}-name-hint`} className="text-neutral-700 sm:col-span-2">
        {t('admin.content.templates.control.nameHint')}
      </span>
      {text('labelAr', { dir: 'rtl', lang: 'ar' })}
      {text('labelEn', { dir: 'ltr', lang: 'en' })}
      {text('defaultValue', { dir: 'auto' })}
      {text('maxLength', { dir: 'ltr', inputMode: 'numeric' })}
      <label className="flex flex-col gap-1 sm:col-span-2">
        <span className="font-medium">{label('options')}</span>
        <textarea
          name={fieldOf(index, 'options')}
          defaultValue={draft.options}
          rows={3}
          dir="auto"
          aria-describedby={`${id}-options-hint`}
          className={inputClass}
        />
      </label>
      <span id={`${id}-options-hint`} className="text-neutral-700 sm:col-span-2">
        {t('admin.content.templates.control.optionsHint')}
      </span>
      <label className="flex items-center gap-2">
        <input type="checkbox" name={fieldOf(index, 'required')} defaultChecked={draft.required} />
        {label('required')}
      </label>
      {!isNew && (
        <label className="flex items-center gap-2">
          <input type="checkbox" name={fieldOf(index, 'remove')} />
          {label('remove')}
        </label>
      )}
    </fieldset>
  );
}

/**
 * A template's controls, a fieldset each, and a blank one to add a control: without scripts, Preview or Save
 * brings a new blank one; a control marked to remove is left out.
 */
export function TemplateControls({ drafts }: { drafts: ControlDraft[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="template-controls"
      aria-describedby="template-controls-hint"
      className="flex flex-col gap-3"
    >
      <h2 id="template-controls" className="text-sm font-medium">
        {t('admin.content.templates.controls')}
      </h2>
      <p id="template-controls-hint" className="text-sm text-neutral-700">
        {t('admin.content.templates.controlsHint')}
      </p>
      {drafts.map((draft, index) => (
        // The index is the fields' names: a control's place is its identity until the form is saved.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ControlFieldset key={index} index={index} draft={draft} isNew={false} />
      ))}
      <ControlFieldset key={drafts.length} index={drafts.length} draft={BLANK} isNew />
    </section>
  );
}
