import type { PrintPosition } from '@seed/domain/print-position';
import { colorChoices, keepAvailableSize, matchingVariant, sizeChoices } from '@seed/domain/variant-choice';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Price } from '../../components/price';
import { ColorPicker } from '../../components/ui/color-picker';
import { AddToCartForm } from '../cart/add-to-cart-form';
import { ProductSizePicker } from './product-size-picker';
import type { ProductView, VariantChoice } from './product-view';

type ProductPurchaseProps = {
  product: ProductView;
  choice: VariantChoice;
  onChoiceChange: (choice: VariantChoice) => void;
  position: PrintPosition;
};

// The variant as the script keeps it, sent only once the page is hydrated: without scripts the radios alone
// say what was chosen (`color`, `size`), and the cart action finds the variant from them.
function ChosenVariantField({ id }: { id: number | null }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <input type="hidden" name="colorsToSizesId" value={id ?? ''} /> : null;
}

/**
 * Colour, size and the add-to-cart form. Changing the colour keeps the size when that colour has it in
 * stock, else moves to its first available size (spec §4). The form carries the cart line's fields
 * (spec §7 `carts/product/to/bag`); without an available variant there is nothing to add. Without scripts
 * "Show this colour" reloads the page in the chosen colour (a GET of the same form), so its pictures follow.
 */
export function ProductPurchase({ product, choice, onChoiceChange, position }: ProductPurchaseProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sizes = sizeChoices(product.variants, choice.colorId, product.sizesPosition);
  const variant = matchingVariant(product.variants, choice.colorId, choice.sizeId);
  const colorsById = new Map(product.colors.map((color) => [color.id, color]));
  const colors = colorChoices(product.variants, product.colorsPosition).flatMap(
    (id) => colorsById.get(id) ?? [],
  );
  const chosenColor = choice.colorId === null ? undefined : colorsById.get(choice.colorId);

  const chooseColor = (value: string) => {
    const colorId = colorsById.has(Number(value)) ? Number(value) : null;
    const next = sizeChoices(product.variants, colorId, product.sizesPosition);
    onChoiceChange({ colorId, sizeId: keepAvailableSize(next, choice.sizeId) });
  };

  return (
    <AddToCartForm className="flex flex-col gap-6">
      {colors.length > 0 && (
        <div>
          <p className="text-sm font-bold">
            {t('product.color')}
            {chosenColor && <span className="ms-2 font-normal text-neutral-700">{chosenColor.name}</span>}
          </p>
          <ColorPicker
            label={t('product.color')}
            name="color"
            options={colors.map((color) => ({
              value: String(color.id),
              label: color.name,
              swatch: color.value,
            }))}
            value={chosenColor ? String(chosenColor.id) : null}
            onChange={chooseColor}
          />
          <noscript>
            <button
              type="submit"
              formMethod="get"
              formAction={pathname}
              className="mt-2 rounded-md border border-neutral-400 px-3 py-1 text-sm"
            >
              {t('product.showColor')}
            </button>
          </noscript>
        </div>
      )}
      {sizes.length > 0 && (
        <ProductSizePicker
          options={sizes}
          labels={new Map(product.sizes.map((size) => [size.id, size]))}
          value={choice.sizeId}
          onChange={(sizeId) => onChoiceChange({ ...choice, sizeId })}
          guide={product.sizeGuide}
        />
      )}
      {variant && variant.surcharge.amount > 0 && (
        <p className="text-sm text-neutral-700">
          {t('product.surcharge')} <Price money={variant.surcharge} />
        </p>
      )}
      <input type="hidden" name="productId" value={product.id} />
      <ChosenVariantField id={variant?.id ?? null} />
      <input type="hidden" name="printPosition" value={position} />
      <input type="hidden" name="count" value="1" />
      <div>
        <button
          type="submit"
          disabled={!variant}
          className="w-full rounded-md bg-neutral-900 px-6 py-3 font-bold text-white disabled:cursor-not-allowed disabled:bg-neutral-400 md:w-auto"
        >
          {variant ? t('product.addToCart') : t('product.soldOut')}
        </button>
      </div>
    </AddToCartForm>
  );
}
