import { adminBlankItems, ColorBodySchema, SizeBodySchema } from '@seed/contract/admin-blank-items';
import type { Locale } from '@seed/domain/locale';
import { type ApiClient, ApiError } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';

/** A colour or size form that did not go through: which row ('' for the new one) and why. */
export type SwatchProblem = { target: string; invalid: boolean; refusal: string | null };

const rankOf = (form: FormData) => Number(String(form.get('rank') ?? '0').trim() || '0');

/** Saves one row of the colours or sizes page (a new one when the form has no id), or removes it. */
export async function saveSwatch(
  api: ApiClient,
  locale: Locale,
  kind: 'colour' | 'size',
  form: FormData,
): Promise<SwatchProblem | null> {
  const target = String(form.get('id') ?? '');
  const id = Number(target);
  const text = (name: string) => String(form.get(name) ?? '');
  try {
    if (form.get('intent') === 'delete') {
      const remove = kind === 'colour' ? adminBlankItems.deleteColor : adminBlankItems.deleteSize;
      await api.call(remove, { params: { id } });
    } else if (kind === 'colour') {
      const body = ColorBodySchema.safeParse({
        value: text('value'),
        nameEn: text('nameEn'),
        nameAr: text('nameAr'),
        type: text('type'),
        rank: rankOf(form),
      });
      if (!body.success) return { target, invalid: true, refusal: null };
      if (target) await api.call(adminBlankItems.updateColor, { params: { id }, body: body.data });
      else await api.call(adminBlankItems.createColor, { body: body.data });
    } else {
      const body = SizeBodySchema.safeParse({
        label: text('label'),
        labelAr: text('labelAr'),
        rank: rankOf(form),
      });
      if (!body.success) return { target, invalid: true, refusal: null };
      if (target) await api.call(adminBlankItems.updateSize, { params: { id }, body: body.data });
      else await api.call(adminBlankItems.createSize, { body: body.data });
    }
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
    return { target, invalid: false, refusal: refusalText(locale, error) };
  }
}
