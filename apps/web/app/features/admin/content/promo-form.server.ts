import { BannerBodySchema } from '@seed/contract/admin-content';
import { storeTimeToIso } from '@seed/domain/store-clock';
import type { AppLoadContext } from 'react-router';
import { uploadMedia } from '../../../lib/media-upload.server';
import { fieldsOf, formProblem, numberOf, textOf } from './form-problem';

export type PromoKind = 'slide' | 'banner';
type Current = { mediaId: number | null; mediaArId: number | null };

/**
 * A picture field: a new file goes through the API's media pipeline (POST media/upload, as the staff
 * member) and its id is sent; no file keeps the current picture, unless "remove" is ticked.
 */
async function pictureOf(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  field: 'picture' | 'pictureAr',
  current: number | null,
): Promise<{ id: number | null } | { refusal: string }> {
  const file = form.get(field);
  if (file instanceof File && file.size > 0) {
    const uploaded = await uploadMedia(request, context, file);
    return uploaded.ok ? { id: uploaded.media.id } : { refusal: uploaded.message };
  }
  return { id: form.get(`${field}Remove`) === 'on' ? null : current };
}

/**
 * A slide or banner form (multipart, so it works without JavaScript) as the body of the API call: names,
 * links, colour, order, shown or not, dates in the store's time, and a picture per language.
 */
export async function readPromoForm(
  request: Request,
  context: AppLoadContext,
  kind: PromoKind,
  form: FormData,
  current: Current,
) {
  const dates = {
    startsAt: storeTimeToIso(textOf(form, 'startsAt')),
    endsAt: storeTimeToIso(textOf(form, 'endsAt')),
  };
  const fields = {
    nameEn: textOf(form, 'nameEn'),
    nameAr: textOf(form, 'nameAr'),
    link: textOf(form, 'link'),
    backgroundColor: textOf(form, 'backgroundColor'),
    rank: numberOf(form, 'rank'),
    isActive: form.get('isActive') === 'on',
    startsAt: dates.startsAt,
    endsAt: dates.endsAt,
    reason: textOf(form, 'reason').trim() || undefined,
    ...(kind === 'banner' ? { appLink: textOf(form, 'appLink') } : {}),
  };
  // A slide has no app link: the banner's schema with it optional reads both.
  const parsed = (kind === 'banner' ? BannerBodySchema : BannerBodySchema.partial({ appLink: true }))
    .omit({ mediaId: true, mediaArId: true })
    .safeParse(fields);
  if (!parsed.success) return { problem: formProblem(fieldsOf(parsed.error)) };
  // Pictures are uploaded only once the rest of the form is right, so a mistake does not leave uploads behind.
  const picture = await pictureOf(request, context, form, 'picture', current.mediaId);
  if ('refusal' in picture) return { problem: formProblem(['picture'], picture.refusal) };
  const pictureAr = await pictureOf(request, context, form, 'pictureAr', current.mediaArId);
  if ('refusal' in pictureAr) return { problem: formProblem(['pictureAr'], pictureAr.refusal) };
  return { body: { ...parsed.data, mediaId: picture.id, mediaArId: pictureAr.id } };
}
