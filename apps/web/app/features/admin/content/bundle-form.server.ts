import { BundleBodySchema } from '@seed/contract/admin-content-catalogue';
import type { AppLoadContext } from 'react-router';
import { uploadMedia } from '../../../lib/media-upload.server';
import { fieldsOf, formProblem, numberOf, textOf } from './form-problem';

const idOrNull = (text: string) => (text === '' ? null : /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN);

/**
 * A bundle's form as the API's body. Items are rows of repeated fields (inventoryId, templateId,
 * templateCategoryId, count); a row without a garment is left out, which is how staff remove one.
 */
export async function readBundleForm(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  currentMediaId: number | null,
) {
  const all = (name: string) => form.getAll(name).map((value) => (typeof value === 'string' ? value : ''));
  const [inventories, templates, categories, counts] = [
    all('inventoryId'),
    all('templateId'),
    all('templateCategoryId'),
    all('count'),
  ];
  const items = inventories.flatMap((inventory, index) =>
    inventory === ''
      ? []
      : [
          {
            inventoryId: idOrNull(inventory),
            templateId: idOrNull(templates[index] ?? ''),
            templateCategoryId: idOrNull(categories[index] ?? ''),
            count: /^\d{1,2}$/.test(counts[index] ?? '') ? Number(counts[index]) : Number.NaN,
          },
        ],
  );
  const parsed = BundleBodySchema.omit({ mediaId: true }).safeParse({
    nameEn: textOf(form, 'nameEn'),
    nameAr: textOf(form, 'nameAr'),
    discountPercentage: numberOf(form, 'discountPercentage'),
    rank: numberOf(form, 'rank'),
    isActive: form.get('isActive') === 'on',
    items,
    reason: textOf(form, 'reason').trim() || undefined,
  });
  if (!parsed.success) return { problem: formProblem(fieldsOf(parsed.error)) };
  let mediaId = form.get('pictureRemove') === 'on' ? null : currentMediaId;
  const file = form.get('picture');
  if (file instanceof File && file.size > 0) {
    const uploaded = await uploadMedia(request, context, file);
    if (!uploaded.ok) return { problem: formProblem(['picture'], uploaded.message) };
    mediaId = uploaded.media.id;
  }
  return { body: { ...parsed.data, mediaId } };
}
