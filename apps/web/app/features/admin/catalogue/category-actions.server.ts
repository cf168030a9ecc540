import {
  adminCategories,
  CategoryFieldsSchema,
  SubcategoryFieldsSchema,
} from '@seed/contract/admin-catalogue-categories';
import { media } from '@seed/contract/media';
import type { Locale } from '@seed/domain/locale';
import { type ApiClient, ApiError } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';
import { checkedOf, intOf, submit, textOf } from './form-data.server';
import type { FormProblem } from './form-fields';

export const CATEGORY_FORMS = ['create', 'edit', 'addSub', 'editSub'] as const;
export type CategoryForm = (typeof CATEGORY_FORMS)[number];

type Outcome = { problem: FormProblem } | { id: number };
type Args = { api: ApiClient; locale: Locale; chosen: CategoryForm; form: FormData };

/**
 * The picture: a new file goes through the media pipeline first (as the staff member's upload, which the
 * category API then accepts); otherwise the one shown stays, unless staff asked to remove it.
 */
async function pictureOf({
  api,
  locale,
  chosen,
  form,
}: Args): Promise<{ mediaId: number | null } | { problem: FormProblem }> {
  const file = form.get('picture');
  if (file instanceof File && file.size > 0) {
    const upload = new FormData();
    upload.set('file', file, file.name || 'picture');
    try {
      return { mediaId: (await api.call(media.upload, { form: upload })).id };
    } catch (error) {
      if (error instanceof ApiError && error.status < 500)
        return { problem: { form: chosen, fields: [], refusal: refusalText(locale, error) } };
      throw error;
    }
  }
  if (checkedOf(form, 'removePicture')) return { mediaId: null };
  const kept = intOf(textOf(form, 'mediaId'));
  return { mediaId: Number.isNaN(kept) ? null : kept };
}

const categoryBody = (form: FormData, mediaId: number | null) => ({
  nameEn: textOf(form, 'nameEn'),
  nameAr: textOf(form, 'nameAr'),
  mediaId,
  background: checkedOf(form, 'hasBackground') ? textOf(form, 'background') : null,
  rank: intOf(textOf(form, 'rank')),
  isForShop: checkedOf(form, 'isForShop'),
  isForCustomization: checkedOf(form, 'isForCustomization'),
  isActive: checkedOf(form, 'isActive'),
  reason: textOf(form, 'reason') || undefined,
});

const subcategoryBody = (form: FormData) => ({
  nameEn: textOf(form, 'nameEn'),
  nameAr: textOf(form, 'nameAr'),
  slug: textOf(form, 'slug').toLowerCase(),
  rank: intOf(textOf(form, 'rank')),
  isForCustomization: checkedOf(form, 'isForCustomization'),
  isActive: checkedOf(form, 'isActive'),
  reason: textOf(form, 'reason') || undefined,
});

/** Reads one of the category forms and makes its call: the category to go back to, or the problem. */
export async function runCategoryForm(args: Args, categoryId: number | null): Promise<Outcome> {
  const { api, locale, chosen, form } = args;
  const to = { form: chosen, locale };
  const done = (outcome: { problem: FormProblem } | { reply: { id: number } }): Outcome =>
    'problem' in outcome ? outcome : { id: outcome.reply.id };
  if (chosen === 'create' || chosen === 'edit') {
    const picture = await pictureOf(args);
    if ('problem' in picture) return picture;
    const body = categoryBody(form, picture.mediaId);
    return done(
      await submit(to, CategoryFieldsSchema, body, (parsed) =>
        chosen === 'create' || categoryId === null
          ? api.call(adminCategories.create, { body: parsed })
          : api.call(adminCategories.update, { params: { id: categoryId }, body: parsed }),
      ),
    );
  }
  if (categoryId === null) throw new Error('a subcategory form needs its category');
  const subId = intOf(textOf(form, 'subId'));
  const outcome = done(
    await submit(to, SubcategoryFieldsSchema, subcategoryBody(form), (parsed) =>
      chosen === 'addSub' || Number.isNaN(subId)
        ? api.call(adminCategories.createSubcategory, { params: { id: categoryId }, body: parsed })
        : api.call(adminCategories.updateSubcategory, { params: { id: categoryId, subId }, body: parsed }),
    ),
  );
  return 'problem' in outcome ? { problem: { ...outcome.problem, subId } } : outcome;
}
