import {
  AdminProductUpdateSchema,
  adminProducts,
  FeaturedRankBodySchema,
} from '@seed/contract/admin-catalogue-products';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../../lib/api.server';
import { checkedOf, filsOf, intOf, submit, textOf } from './form-data.server';
import type { FormProblem } from './form-fields';

export const PRODUCT_FORMS = ['edit', 'feature'] as const;
export type ProductForm = (typeof PRODUCT_FORMS)[number];

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
