import { isolate } from '@seed/domain/bidi-isolate';
import type { PrintingType, PrintPosition } from '@seed/domain/print-position';
import { sizeLabel } from '@seed/domain/size-label';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../components/ui/color-picker';
import { useLocale } from '../../lib/use-locale';
import type { StudioItem } from './studio-item';
import { positionsFor, type StudioAction, type StudioDoc } from './studio-state';

type Props = { item: StudioItem; doc: StudioDoc; dispatch: (action: StudioAction) => void };

/** The first steps: technique, print position, colour and size, each a group of native radios. */
export function StudioOptions({ item, doc, dispatch }: Props) {
  const { t } = useTranslation();
  const lang = useLocale();
  const positions = positionsFor(item, doc.printingType);
  const inStock = (sizeId: number) =>
    item.variants.some((v) => v.colorId === doc.colorId && v.sizeId === sizeId && v.count > 0);
  return (
    <div className="flex flex-col gap-4">
      <Choices<PrintingType>
        legend={t('studio.technique')}
        name="technique"
        options={item.printingTypes.map((value) => ({ value, label: t(`studio.techniques.${value}`) }))}
        value={doc.printingType}
        onChange={(printingType) => dispatch({ type: 'technique', printingType })}
      />
      <Choices<PrintPosition>
        legend={t('studio.position')}
        name="position"
        options={positions.map((value) => ({ value, label: t(`studio.positions.${value}`) }))}
        value={doc.printPosition}
        onChange={(printPosition) => dispatch({ type: 'position', printPosition })}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('studio.color')}</legend>
        <ColorPicker
          label={t('studio.color')}
          name="color"
          options={item.colors.map((color) => ({ value: color.value, label: color.name }))}
          value={item.colors.find((color) => color.id === doc.colorId)?.value ?? null}
          onChange={(value) => {
            const color = item.colors.find((option) => option.value === value);
            if (color) dispatch({ type: 'color', colorId: color.id });
          }}
        />
      </fieldset>
      <Choices<string>
        legend={t('studio.size')}
        name="size"
        options={item.sizes.map((size) => ({
          value: String(size.id),
          label: isolate(sizeLabel(size.label, lang, size.labelAr)),
          disabled: !inStock(size.id),
        }))}
        value={doc.sizeId === null ? '' : String(doc.sizeId)}
        onChange={(value) => dispatch({ type: 'size', sizeId: Number(value) })}
      />
    </div>
  );
}

type ChoicesProps<T extends string> = {
  legend: string;
  name: string;
  options: { value: T; label: string; disabled?: boolean }[];
  value: T;
  onChange: (value: T) => void;
};

function Choices<T extends string>({ legend, name, options, value, onChange }: ChoicesProps<T>) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`cursor-pointer rounded-md border px-3 py-1.5 text-sm has-checked:border-teal-700 has-checked:bg-teal-50 has-checked:font-semibold has-focus-visible:ring-2 has-focus-visible:ring-teal-700 ${option.disabled ? 'cursor-not-allowed text-neutral-500 line-through' : 'border-neutral-300'}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
