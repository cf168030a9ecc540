import type { SizeOption } from '@seed/domain/variant-choice';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SizeName } from '../../components/size-name';
import { Modal } from '../../components/ui/modal';
import { ProductSizeGuide } from './product-size-guide';
import type { SizeGuideView } from './product-view';

type ProductSizePickerProps = {
  options: readonly SizeOption[];
  labels: ReadonlyMap<number, { label: string; labelAr: string | null }>;
  value: number | null;
  onChange: (sizeId: number) => void;
  guide: SizeGuideView | null;
};

/**
 * Spec §2's size picker: a header with the size title and, when the item has one, a link to the size
 * guide; then the sizes as native radios (arrow keys skip disabled ones), those the chosen colour lacks
 * shown disabled.
 */
export function ProductSizePicker({ options, labels, value, onChange, guide }: ProductSizePickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [guideOpen, setGuideOpen] = useState(false);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={titleId} className="text-sm font-bold">
          {t('product.size')}
        </h2>
        {guide && (
          <button
            type="button"
            onClick={() => setGuideOpen(true)}
            className="text-sm text-teal-800 underline underline-offset-4 hover:text-teal-950"
          >
            {t('product.sizeGuide')}
          </button>
        )}
      </div>
      <div role="radiogroup" aria-labelledby={titleId} className="mt-2 flex flex-wrap gap-2">
        {options.map(({ sizeId, available }) => (
          <label key={sizeId} className="relative">
            <input
              type="radio"
              name="size"
              value={sizeId}
              checked={sizeId === value}
              disabled={!available}
              onChange={() => onChange(sizeId)}
              className="peer sr-only"
            />
            <span className="inline-flex min-w-12 cursor-pointer items-center justify-center rounded-md border border-neutral-300 px-3 py-2 text-sm peer-checked:border-neutral-900 peer-checked:bg-neutral-900 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-700 peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:text-neutral-500 peer-disabled:line-through">
              <SizeName label={labels.get(sizeId)?.label ?? ''} labelAr={labels.get(sizeId)?.labelAr} />
              {!available && <span className="sr-only"> {t('product.soldOut')}</span>}
            </span>
          </label>
        ))}
      </div>
      {guide && (
        <Modal open={guideOpen} onOpenChange={setGuideOpen} title={t('product.sizeGuide')}>
          <ProductSizeGuide guide={guide} />
        </Modal>
      )}
    </div>
  );
}
