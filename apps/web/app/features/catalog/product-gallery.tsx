import type { PrintPosition } from '@seed/domain/print-position';
import { useTranslation } from 'react-i18next';
import { ProductPhoto } from './product-photo';
import type { ProductView } from './product-view';
import { ResponsiveImage } from './responsive-image';

type ProductGalleryProps = {
  product: Pick<ProductView, 'id' | 'name' | 'images'>;
  /** The garment colour the pictures show, named in their text alternative. */
  colorName: string | null;
  position: PrintPosition;
  onPositionChange: (position: PrintPosition) => void;
};

/**
 * The product's picture for the chosen print position, and below it one thumbnail per position on offer.
 * The thumbnails are radios: choosing one is choosing where the artwork is printed (the cart line's
 * printPosition), not only which picture to look at.
 */
export function ProductGallery({ product, colorName, position, onPositionChange }: ProductGalleryProps) {
  const { t } = useTranslation();
  const current = product.images.find((entry) => entry.position === position) ?? product.images[0];
  const positionName = (value: PrintPosition) => t(`product.positions.${value}`);
  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-lg bg-neutral-100">
        {current && (
          <ProductPhoto
            key={`${current.position}-${current.image?.id}`}
            productId={product.id}
            position={current.position}
            image={current.image}
            alt={
              colorName
                ? t('product.photoAlt', {
                    name: product.name,
                    color: colorName,
                    position: positionName(current.position),
                  })
                : `${product.name}, ${positionName(current.position)}`
            }
            // Half the page from the 768 px breakpoint (inside max-w-6xl), the whole width below it.
            sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
            priority="high"
          />
        )}
      </div>
      {product.images.length > 1 && (
        <fieldset className="mt-4">
          <legend className="text-sm font-bold">{t('product.printPosition')}</legend>
          <div className="mt-2 flex gap-3">
            {product.images.map(({ position: value, image }) => (
              <label key={value} className="flex w-20 cursor-pointer flex-col items-center gap-1 text-xs">
                <input
                  type="radio"
                  name="position"
                  value={value}
                  checked={value === position}
                  onChange={() => onPositionChange(value)}
                  className="peer sr-only"
                />
                <span className="block size-20 overflow-hidden rounded-md border border-neutral-300 bg-neutral-100 peer-checked:border-2 peer-checked:border-neutral-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-700">
                  {image?.sources && (
                    <ResponsiveImage
                      sources={image.sources}
                      sizes="80px"
                      width={80}
                      height={80}
                      alt=""
                      className="size-full object-cover"
                    />
                  )}
                </span>
                {positionName(value)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
