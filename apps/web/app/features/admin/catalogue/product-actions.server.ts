import {
  AdminProductUpdateSchema,
  AdminTagCreateSchema,
  adminProducts,
  FeaturedRankBodySchema,
  ProductImageBodySchema,
} from '@seed/contract/admin-catalogue-products';
import { media } from '@seed/contract/media';
import type { Locale } from '@seed/domain/locale';
import { z } from 'zod';
import { type ApiClient, ApiError } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';
import { checkedOf, filsOf, intOf, submit, textOf } from './form-data.server';
import type { FormProblem } from './form-fields';

export const PRODUCT_FORMS = ['edit', 'feature', 'createTag', 'addImage', 'removeImage'] as const;
export type ProductForm = (typeof PRODUCT_FORMS)[number];

const IMAGE_ID = z.number().int().min(1);

const reasonOf = (form: FormData) => textOf(form, 'reason') || undefined;

/** Reads one of the product page's forms and makes its call; the problem to show, or null when it went through. */
export async function runProductForm(
  api: ApiClient,
  locale: Locale,
  id: number,
  chosen: ProductForm,
  form: FormData,
): Promise<FormProblem | null> {
  const params = { id };
  if (chosen === 'addImage') return addImage(api, locale, id, form);
  if (chosen === 'createTag') return createTag(api, locale, id, form);
  if (chosen === 'removeImage') {
    const imageId = intOf(textOf(form, 'imageId'));
    const outcome = await submit({ form: chosen, locale }, IMAGE_ID, imageId, (valid) =>
      api.call(adminProducts.removeImage, { params: { id, imageId: valid } }),
    );
    return 'problem' in outcome ? outcome.problem : null;
  }
  const outcome =
    chosen === 'edit'
      ? await submit(
          { form: chosen, locale },
          AdminProductUpdateSchema,
          {
            nameEn: textOf(form, 'nameEn'),
            nameAr: textOf(form, 'nameAr'),
            price: filsOf(textOf(form, 'price')),
            oldPrice: filsOf(textOf(form, 'oldPrice')),
            discountedPrice: filsOf(textOf(form, 'discountedPrice')),
            isActive: checkedOf(form, 'isActive'),
            tagIds: form.getAll('tagIds').map((value) => Number(value)),
            reason: reasonOf(form),
          },
          (body) => api.call(adminProducts.update, { params, body }),
        )
      : await submit(
          { form: chosen, locale },
          FeaturedRankBodySchema,
          {
            featuredRank: textOf(form, 'featuredRank') === '' ? null : intOf(textOf(form, 'featuredRank')),
            reason: reasonOf(form),
          },
          (body) => api.call(adminProducts.feature, { params, body }),
        );
  return 'problem' in outcome ? outcome.problem : null;
}

/** Uploads the picture through the media pipeline, then adds it to the product for its side and colour. */
async function addImage(
  api: ApiClient,
  locale: Locale,
  id: number,
  form: FormData,
): Promise<FormProblem | null> {
  const file = form.get('picture');
  if (!(file instanceof File) || file.size === 0)
    return { form: 'addImage', fields: ['picture'], refusal: null };
  const upload = new FormData();
  upload.set('file', file, file.name || 'picture');
  let mediaId: number;
  try {
    mediaId = (await api.call(media.upload, { form: upload })).id;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return { form: 'addImage', fields: [], refusal: refusalText(locale, error) };
    throw error;
  }
  const colour = textOf(form, 'colorId');
  const outcome = await submit(
    { form: 'addImage', locale },
    ProductImageBodySchema,
    {
      mediaId,
      type: textOf(form, 'type'),
      colorId: colour === '' ? null : intOf(colour),
      rank: intOf(textOf(form, 'rank')),
    },
    (body) => api.call(adminProducts.addImage, { params: { id }, body }),
  );
  return 'problem' in outcome ? outcome.problem : null;
}

// The tag's fields carry a prefix on the page, where the product's own names sit beside them.
const TAG_FIELDS: Record<string, string> = { nameEn: 'tagNameEn', nameAr: 'tagNameAr' };

/** Makes a tag from its two names and puts it on the product. */
async function createTag(
  api: ApiClient,
  locale: Locale,
  id: number,
  form: FormData,
): Promise<FormProblem | null> {
  const outcome = await submit(
    { form: 'createTag', locale },
    AdminTagCreateSchema,
    { nameEn: textOf(form, 'tagNameEn'), nameAr: textOf(form, 'tagNameAr'), reason: reasonOf(form) },
    (body) => api.call(adminProducts.createTag, { params: { id }, body }),
  );
  if (!('problem' in outcome)) return null;
  const { problem } = outcome;
  return { ...problem, fields: problem.fields.map((field) => TAG_FIELDS[field] ?? field) };
}
