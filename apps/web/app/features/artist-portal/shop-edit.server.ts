import { artistPortal, ShopEditBodySchema } from '@seed/contract/artist-portal';
import { media } from '@seed/contract/media';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { reasonText, refusalText } from '../../lib/refusals.server';

/** How the shop form went: saved, the fields were wrong (the page says which), or the API refused. */
export type ShopOutcome = { ok: true } | { ok: false; field: 'shop' | null; refusal: string | null };

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

// A chosen file becomes an upload; "remove" clears the picture; nothing keeps it.
async function pictureOf(api: ApiClient, form: FormData, file: string, remove: string) {
  if (form.get(remove) === 'on') return null;
  const chosen = form.get(file);
  if (!(chosen instanceof File) || chosen.size === 0) return undefined;
  const upload = new FormData();
  upload.set('file', chosen, chosen.name || 'image');
  return (await api.call(media.upload, { form: upload })).id;
}

/** Saves the shop from its form: texts checked by the contract first, then pictures uploaded, then sent. */
export async function saveShopFromForm(api: ApiClient, locale: Locale, form: FormData): Promise<ShopOutcome> {
  const parsed = ShopEditBodySchema.safeParse({
    subdomain: text(form, 'subdomain'),
    myselfEn: text(form, 'myselfEn'),
    myselfAr: text(form, 'myselfAr'),
    jobEn: text(form, 'jobEn'),
    jobAr: text(form, 'jobAr'),
  });
  if (!parsed.success) {
    const subdomain = parsed.error.issues.some((issue) => issue.path[0] === 'subdomain');
    // A bad address is said in the API's own words for it; the texts have their own message.
    return subdomain
      ? { ok: false, field: null, refusal: reasonText(locale, 'SUBDOMAIN_INVALID') }
      : { ok: false, field: 'shop', refusal: null };
  }
  try {
    const avatarMediaId = await pictureOf(api, form, 'photo', 'removePhoto');
    const backgroundMediaId = await pictureOf(api, form, 'background', 'removeBackground');
    await api.call(artistPortal.editShop, { body: { ...parsed.data, avatarMediaId, backgroundMediaId } });
    return { ok: true };
  } catch (error) {
    return { ok: false, field: null, refusal: refusalText(locale, error) };
  }
}
