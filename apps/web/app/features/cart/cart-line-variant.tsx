import { isolate } from '@seed/domain/bidi-isolate';
import { sizeLabel } from '@seed/domain/size-label';
import { keepAvailableSize, matchingVariant, sizeChoices } from '@seed/domain/variant-choice';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/ui/select';
import { useLocale } from '../../lib/use-locale';
import type { CartLineView } from './cart-view';
import type { useCartChange } from './use-cart-change';

type Choice = { colorId: number; sizeId: number | null };

type CartLineVariantProps = {
  line: CartLineView;
  disabled: boolean;
  change: ReturnType<typeof useCartChange>;
};

/**
 * The line's colour and size (spec §4). A new colour keeps the size when it comes in it, else takes its
 * first available one; a pair that makes a variant moves the line to it, and one that does not clears
 * the size instead of guessing.
 */
export function CartLineVariant({ line, disabled, change }: CartLineVariantProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [choice, setChoice] = useState<Choice>({ colorId: line.colorId, sizeId: line.sizeId });
  useEffect(() => setChoice({ colorId: line.colorId, sizeId: line.sizeId }), [line.colorId, line.sizeId]);

  const order = line.sizes.map((size) => size.id);
  const labels = new Map(
    line.sizes.map((size) => [size.id, isolate(sizeLabel(size.label, lang, size.labelAr))]),
  );
  const sizes = sizeChoices(line.variants, choice.colorId, order);

  const choose = (colorId: number, sizeId: number | null) => {
    const variant = matchingVariant(line.variants, colorId, sizeId);
    setChoice({ colorId, sizeId: variant ? sizeId : null });
    if (variant && variant.id !== line.colorsToSizesId) {
      change.submit('variant', { id: line.id, colorsToSizesId: variant.id, count: line.count });
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Select
        label={t('cart.color')}
        hideLabel
        disabled={disabled || line.colors.length < 2}
        value={String(choice.colorId)}
        options={line.colors.map((color) => ({ value: String(color.id), label: color.name }))}
        onChange={(value) => {
          const colorId = Number(value);
          choose(colorId, keepAvailableSize(sizeChoices(line.variants, colorId, order), choice.sizeId));
        }}
      />
      <Select
        label={t('cart.size')}
        hideLabel
        disabled={disabled}
        value={choice.sizeId === null ? '' : String(choice.sizeId)}
        options={[
          { value: '', label: t('cart.chooseSize'), disabled: true },
          ...sizes.map((size) => ({
            value: String(size.sizeId),
            label: labels.get(size.sizeId) ?? '',
            disabled: !size.available,
          })),
        ]}
        onChange={(value) => choose(choice.colorId, value === '' ? null : Number(value))}
      />
    </div>
  );
}
