import { AddProductsBodySchema, ArtworkEditBodySchema, artistPortal } from '@seed/contract/artist-portal';
import { media } from '@seed/contract/media';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { refusalText } from '../../lib/refusals.server';
import { placementOf } from './upload-data.server';

export const EDIT_INTENTS = ['save', 'add'] as const;
export type EditIntent = (typeof EDIT_INTENTS)[number];

const ids = (values: FormDataEntryValue[]) =>
  values.map(Number).filter((id) => Number.isInteger(id) && id > 0);

// The form's field behind each of the body's; the page has a message for each.
const FIELD_OF = {
  title: 'title',
  titleAr: 'titleAr',
  description: 'description',
  descriptionAr: 'descriptionAr',
  topicIds: 'topics',
  placement: 'placement',
  mediaId: 'image',
  inventoryIds: 'items',
} as const;
export type EditField = (typeof FIELD_OF)[keyof typeof FIELD_OF];

/** How a form went: done, a field to fix (the page names it), or the API's refusal, translated. */
export type EditOutcome =
  | { ok: true; review: string }
  | { ok: false; intent: EditIntent; field: EditField | null; refusal: string | null };

const fieldOf = (key: PropertyKey | undefined): EditField | null =>
  Object.entries(FIELD_OF).find(([name]) => name === key)?.[1] ?? null;

/** Saves the artwork's texts, topics, placement and, when a file is chosen, its new picture. */
export async function saveArtworkFromForm(
  api: ApiClient,
  locale: Locale,
  artwork: { id: number; mediaId: number },
  form: FormData,
): Promise<EditOutcome> {
  const parsed = ArtworkEditBodySchema.safeParse({
    title: form.get('title') ?? '',
    titleAr: form.get('titleAr') ?? '',
    description: form.get('description') ?? '',
    descriptionAr: form.get('descriptionAr') ?? '',
    topicIds: ids(form.getAll('topicIds')),
    mediaId: artwork.mediaId,
    placement: placementOf(form),
  });
  if (!parsed.success)
    return { ok: false, intent: 'save', field: fieldOf(parsed.error.issues[0]?.path[0]), refusal: null };
  try {
    const file = form.get('image');
    let mediaId = artwork.mediaId;
    if (file instanceof File && file.size > 0) {
      const upload = new FormData();
      upload.set('file', file, file.name || 'image');
      mediaId = (await api.call(media.upload, { form: upload })).id;
    }
    const saved = await api.call(artistPortal.editArtwork, {
      params: { id: artwork.id },
      body: { ...parsed.data, mediaId },
    });
    return { ok: true, review: saved.review };
  } catch (error) {
    return { ok: false, intent: 'save', field: null, refusal: refusalText(locale, error) };
  }
}

/** Makes the artwork on the blank items chosen. */
export async function addItemsFromForm(
  api: ApiClient,
  locale: Locale,
  id: number,
  form: FormData,
): Promise<EditOutcome> {
  const parsed = AddProductsBodySchema.safeParse({ inventoryIds: ids(form.getAll('inventoryIds')) });
  if (!parsed.success) return { ok: false, intent: 'add', field: 'items', refusal: null };
  try {
    await api.call(artistPortal.addProducts, { params: { id }, body: parsed.data });
    return { ok: true, review: 'added' };
  } catch (error) {
    return { ok: false, intent: 'add', field: null, refusal: refusalText(locale, error) };
  }
}
