import type { adminProducts } from '@seed/contract/admin-catalogue-products';
import { PRODUCT_IMAGE_TYPES } from '@seed/contract/admin-catalogue-products';
import type { ReplyOf } from '@seed/contract/endpoint';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonClass, type FormProblem, inputClass, ProblemText } from './form-fields';

type Detail = ReplyOf<typeof adminProducts.detail>;

/** Adds a picture: the file goes through the media pipeline, then to the product for a side and a colour. */
function AddImageForm({
  colors,
  problem,
  lang,
}: {
  colors: Detail['colors'];
  problem: FormProblem | null;
  lang: string;
}) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-labelledby="image-add"
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      <h3 id="image-add" className="basis-full font-semibold">
        {t('admin.catalogue.products.addImage')}
      </h3>
      <input type="hidden" name="form" value="addImage" />
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.catalogue.fields.picture')}</span>
        <input type="file" name="picture" accept="image/*" required className={inputClass} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.catalogue.fields.side')}</span>
        <select name="type" className={inputClass}>
          {PRODUCT_IMAGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.catalogue.sides.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.catalogue.fields.colour')}</span>
        <select name="colorId" className={inputClass}>
          <option value="">{t('admin.catalogue.products.anyColour')}</option>
          {colors.map((color) => (
            <option key={color.id} value={color.id}>
              {lang === 'ar' ? color.nameAr : color.nameEn}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.catalogue.fields.rank')}</span>
        <input name="rank" defaultValue="0" dir="ltr" inputMode="numeric" size={4} className={inputClass} />
      </label>
      <button type="submit" className={buttonClass}>
        {t('admin.catalogue.products.addImage')}
      </button>
      <div className="basis-full">
        <ProblemText problem={problem} form="addImage" />
      </div>
    </Form>
  );
}

/** The product's pictures by garment colour and side, as the storefront picks them, each removable. */
export function ProductImages({
  images,
  colors,
  problem,
  lang,
}: {
  images: Detail['images'];
  colors: Detail['colors'];
  problem: FormProblem | null;
  lang: string;
}) {
  const { t } = useTranslation();
  const colourName = (id: number | null) => {
    const color = colors.find((one) => one.id === id);
    if (!color)
      return id === null
        ? t('admin.catalogue.products.anyColour')
        : t('admin.catalogue.products.colour', { id });
    return lang === 'ar' ? color.nameAr : color.nameEn;
  };
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
          {images.map((image) => {
            const label = `${t(`admin.catalogue.sides.${image.type}`)} · ${colourName(image.colorId)}`;
            return (
              <li key={image.id} className="flex flex-col gap-1 text-sm">
                {image.media?.url.small ? (
                  <img
                    src={image.media.url.small}
                    alt={t('admin.catalogue.products.imageAlt', { side: label })}
                    width={160}
                    height={160}
                    loading="lazy"
                    className="aspect-square w-full rounded-md bg-neutral-100 object-cover"
                  />
                ) : (
                  <span className="aspect-square w-full rounded-md bg-neutral-100" />
                )}
                <span>{label}</span>
                <Form method="post">
                  <input type="hidden" name="form" value="removeImage" />
                  <input type="hidden" name="imageId" value={image.id} />
                  <button
                    type="submit"
                    className="text-red-800 underline underline-offset-2"
                    aria-label={t('admin.catalogue.products.removeImage', { image: label })}
                  >
                    {t('admin.catalogue.products.remove')}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <ProblemText problem={problem} form="removeImage" />
      <AddImageForm colors={colors} problem={problem} lang={lang} />
    </section>
  );
}
