import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SizeName } from '../../components/size-name';
import type { SizeGuideView } from './product-view';

const UNITS = ['centimeters', 'inches'] as const;
type Unit = (typeof UNITS)[number];

/**
 * Spec §2's size guide: a size column, then the guide's head columns (two measures per size), in
 * centimetres or inches. The switch is a pair of pressed/unpressed buttons; the table says which unit
 * it shows in its caption.
 */
export function ProductSizeGuide({ guide }: { guide: SizeGuideView }) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<Unit>('centimeters');
  const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex gap-1 self-start rounded-md bg-neutral-100 p-1">
        <legend className="sr-only">{t('product.sizeGuideUnit')}</legend>
        {UNITS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={unit === value}
            onClick={() => setUnit(value)}
            className="rounded px-3 py-1 text-sm aria-pressed:bg-white aria-pressed:font-bold aria-pressed:shadow"
          >
            {t(`product.units.${value}`)}
          </button>
        ))}
      </fieldset>
      <table className="w-full text-sm">
        <caption className="sr-only">{t(`product.units.${unit}`)}</caption>
        <thead>
          <tr className="border-b border-neutral-300 text-start">
            <th scope="col" className="py-2 pe-2 text-start">
              {t('product.size')}
            </th>
            {guide.head.map(({ key, label }) => (
              <th key={key} scope="col" className="py-2 pe-2 text-start">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {guide[unit].map((row) => (
            <tr key={row.size} className="border-b border-neutral-100">
              <th scope="row" className="py-2 pe-2 text-start font-bold">
                <SizeName label={row.size} />
              </th>
              {/* Latin digits in both languages, as on the garments' own labels. */}
              {guide.head.map(({ key }) => (
                <td key={key} className="py-2 pe-2 text-start">
                  {number(row[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
