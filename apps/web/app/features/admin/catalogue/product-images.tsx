import type { adminProducts } from '@seed/contract/admin-catalogue-products';
import type { ReplyOf } from '@seed/contract/endpoint';
import { useTranslation } from 'react-i18next';

type Image = ReplyOf<typeof adminProducts.detail>['images'][number];

/** The product's pictures by garment colour and side, as the storefront picks them. */
export function ProductImages({ images }: { images: Image[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="product-images"
      className="mt-6 rounded-md border border-neutral-200 bg-white p-4"
    >
      <h2 id="product-images" className="mb-3 text-lg font-semibold">
        {t('admin.catalogue.products.images')}
      </h2>
      {images.length === 0 ? (
        <p className="text-neutral-700">{t('admin.catalogue.products.noImages')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((image) => (
            <li key={image.id} className="flex flex-col gap-1 text-sm">
              {image.media?.url.small ? (
                <img
                  src={image.media.url.small}
                  alt={t('admin.catalogue.products.imageAlt', {
                    side: t(`admin.catalogue.sides.${image.type}`),
                  })}
                  width={160}
                  height={160}
                  loading="lazy"
                  className="aspect-square w-full rounded-md bg-neutral-100 object-cover"
                />
              ) : (
                <span className="aspect-square w-full rounded-md bg-neutral-100" />
              )}
              <span>
                {t(`admin.catalogue.sides.${image.type}`)}
                {' · '}
                {image.colorId === null
                  ? t('admin.catalogue.products.anyColour')
                  : t('admin.catalogue.products.colour', { id: image.colorId })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
