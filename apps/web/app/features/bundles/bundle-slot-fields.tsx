import { isolate } from '@seed/domain/bidi-isolate';
import { visibleDefaultInk } from '@seed/domain/ink-contrast';
import { sizeLabel } from '@seed/domain/size-label';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../components/ui/color-picker';
import { Select } from '../../components/ui/select';
import { useLocale } from '../../lib/use-locale';
import { ResponsiveImage } from '../catalog/responsive-image';
import { controlField, photoField, slotField } from './bundle-fields';
import type { BundleSlotView, PreviewView, SlotChoice, TemplateView } from './bundle-view';
import { TemplateImageField } from './template-image-field';
import { TemplatePreview } from './template-preview';

type Props = {
  slot: BundleSlotView;
  total: number;
  templates: TemplateView[];
  choice: SlotChoice;
  preview: PreviewView | null;
  previewBusy: boolean;
  onChange: (choice: SlotChoice) => void;
  signInHref: string | null;
};

const inputClass = 'rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900';

/** One item of the bundle: its template, the template's controls, colour and size, and the preview. */
export function BundleSlotFields({
  slot,
  total,
  templates,
  choice,
  preview,
  previewBusy,
  onChange,
  signInHref,
}: Props) {
  const { t } = useTranslation();
  const lang = useLocale();
  const template = templates.find((candidate) => candidate.id === choice.templateId);
  const n = slot.index;
  const inStock = (sizeId: number) =>
    slot.variants.some((v) => v.colorId === choice.colorId && v.sizeId === sizeId && v.inStock);
  const garmentHex = slot.colors.find((color) => color.id === choice.colorId)?.value ?? null;
  const garmentSrc =
    slot.garment &&
    ((choice.colorId !== null && slot.garment.mockups[choice.colorId]) || slot.garment.defaultMockup);
  const garment = slot.garment && garmentSrc ? { src: garmentSrc, area: slot.garment.area } : null;
  const setControl = (name: string, value: string) =>
    onChange({ ...choice, controls: { ...choice.controls, [name]: value } });
  const chooseColor = (hex: string) => {
    const colorId = slot.colors.find((color) => color.value === hex)?.id ?? null;
    const keeps = slot.variants.some((v) => v.colorId === colorId && v.sizeId === choice.sizeId && v.inStock);
    const size = keeps
      ? choice.sizeId
      : slot.variants.find((v) => v.colorId === colorId && v.inStock)?.sizeId;
    onChange({ ...choice, colorId, sizeId: size ?? choice.sizeId });
  };

  return (
    <fieldset className="rounded-lg border border-neutral-200 bg-white p-4">
      {/* Floated, the legend sits inside the card instead of on its border, so a long title wraps inside. */}
      <legend className="float-start mb-3 w-full text-lg font-bold">
        {t('bundles.slot', { number: n + 1, total, name: slot.itemName })}
      </legend>
      <div className="clear-both grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <fieldset>
            <legend className="text-sm font-bold">{t('bundles.template')}</legend>
            <div className="mt-2 grid grid-cols-3 gap-2">
              {templates.map((option) => (
                <label
                  key={option.id}
                  className="flex cursor-pointer flex-col items-center gap-1 rounded-md border border-neutral-200 p-1 text-center text-xs has-[:checked]:border-neutral-900 has-[:checked]:ring-1 has-[:checked]:ring-neutral-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-700"
                >
                  <input
                    type="radio"
                    name={slotField(n, 'template')}
                    value={option.id}
                    checked={option.id === choice.templateId}
                    onChange={() => onChange({ ...choice, templateId: option.id })}
                    className="sr-only"
                  />
                  {option.image && (
                    <ResponsiveImage
                      sources={option.image}
                      sizes="96px"
                      width={1}
                      height={1}
                      alt=""
                      className="size-16 object-contain"
                    />
                  )}
                  <span>{option.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {template?.controls.map((control) => {
            const id = `${controlField(n, control.name)}-input`;
            const value = choice.controls[control.name] ?? '';
            if (control.type === 'image') {
              return (
                <TemplateImageField
                  key={control.name}
                  label={control.label}
                  name={controlField(n, control.name)}
                  fileName={photoField(n, control.name)}
                  value={value}
                  issue={preview?.imageIssues.find((issue) => issue.control === control.name)}
                  signInHref={signInHref}
                  onChange={(mediaId) => setControl(control.name, mediaId)}
                />
              );
            }
            return (
              <div key={control.name} className="flex flex-col gap-1 text-sm">
                <label htmlFor={id} className="font-bold">
                  {control.label}
                  {control.type === 'text' && control.maxLength && (
                    <span className="ms-2 font-normal text-neutral-700">
                      {t('bundles.maxLength', { count: control.maxLength })}
                    </span>
                  )}
                </label>
                {control.type === 'choice' ? (
                  <select
                    id={id}
                    name={controlField(n, control.name)}
                    value={value || control.defaultValue}
                    onChange={(e) => setControl(control.name, e.target.value)}
                    className={inputClass}
                  >
                    {control.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {lang === 'ar' ? option.labelAr : option.labelEn}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={id}
                    name={controlField(n, control.name)}
                    type={control.type === 'color' ? 'color' : 'text'}
                    dir={control.type === 'text' ? 'auto' : undefined}
                    value={
                      control.type === 'color'
                        ? value || visibleDefaultInk(control.defaultValue || '#000000', garmentHex)
                        : value
                    }
                    placeholder={control.type === 'text' ? control.defaultValue : undefined}
                    maxLength={control.type === 'text' ? control.maxLength : undefined}
                    required={control.type === 'text' && control.required}
                    onChange={(e) => setControl(control.name, e.target.value)}
                    className={
                      control.type === 'color' ? 'h-10 w-16 rounded-md border border-neutral-300' : inputClass
                    }
                  />
                )}
              </div>
            );
          })}
          <div>
            <p className="text-sm font-bold">{t('bundles.color')}</p>
            <ColorPicker
              label={t('bundles.colorOf', { name: slot.itemName, number: n + 1 })}
              name={slotField(n, 'color')}
              options={slot.colors.map((color) => ({ value: color.value, label: color.name }))}
              value={slot.colors.find((color) => color.id === choice.colorId)?.value ?? null}
              onChange={chooseColor}
            />
          </div>
          <Select
            label={t('bundles.size')}
            name={slotField(n, 'size')}
            value={choice.sizeId === null ? null : String(choice.sizeId)}
            options={slot.sizes.map((size) => ({
              value: String(size.id),
              label: inStock(size.id)
                ? isolate(sizeLabel(size.label, lang, size.labelAr))
                : t('bundles.sizeSoldOut', { size: isolate(sizeLabel(size.label, lang, size.labelAr)) }),
              disabled: !inStock(size.id),
            }))}
            onChange={(value) => onChange({ ...choice, sizeId: Number(value) })}
          />
        </div>
        <TemplatePreview
          html={preview?.html ?? null}
          garment={garment}
          busy={previewBusy}
          label={t('bundles.previewOf', { number: n + 1, name: slot.itemName })}
        />
      </div>
    </fieldset>
  );
}
