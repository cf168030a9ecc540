import { artistPortal, PublishBodySchema } from '@seed/contract/artist-portal';
import { inventory } from '@seed/contract/inventory';
import { media } from '@seed/contract/media';
import { topics } from '@seed/contract/topics';
import { parseKwdText } from '@seed/domain/customer-account';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { refusalText } from '../../lib/refusals.server';
import { fieldLimits } from './field-limits.server';

export type Choice = { id: number; name: string };

/** The topics and blank items an artwork may be published with, named in the page's language. */
export async function loadUploadChoices(api: ApiClient, locale: Locale) {
  const [topicList, items] = await Promise.all([
    api.call(topics.list, { query: { rankOrder: '1' } }),
    api.call(inventory.all, { query: { limit: 100 } }),
  ]);
  return {
    topics: topicList.map(
      (topic): Choice => ({ id: topic.id, name: locale === 'ar' ? topic.name_ar : topic.name_en }),
    ),
    items: items.inventories.map(
      ({ id, nameEn, nameAr }): Choice => ({ id, name: locale === 'ar' ? nameAr : nameEn }),
    ),
  };
}

const ids = (values: FormDataEntryValue[]) =>
  values.map(Number).filter((id) => Number.isInteger(id) && id > 0);

// The form asks for percentages, as people think of a position; the API takes shares.
const share = (value: FormDataEntryValue | null) => {
  const number = Number(value);
  return value === null || value === '' || !Number.isFinite(number) ? Number.NaN : number / 100;
};

/** The placement fields (side, and x, y and size in percent), as the contract's body takes them. */
export function placementOf(form: FormData) {
  return {
    side: form.get('side'),
    x: share(form.get('x')),
    y: share(form.get('y')),
    scale: share(form.get('scale')),
  };
}

// The API's own rules, checked before the image is uploaded so a mistake costs no upload and names its field.
const FormSchema = PublishBodySchema.omit({ mediaId: true });

const limit = fieldLimits(PublishBodySchema);

/** The API's limits on the form's fields, for their attributes and the messages that name them. */
export const UPLOAD_LIMITS = {
  title: limit('title').maxLength,
  description: limit('description').maxLength,
  topics: limit('topicIds').maxItems,
  minItems: limit('inventoryIds').minItems,
  maxItems: limit('inventoryIds').maxItems,
};

// The form's field behind each of the body's; the page has a message for each field.
const FIELD_OF = {
  title: 'title',
  titleAr: 'titleAr',
  description: 'description',
  descriptionAr: 'descriptionAr',
  topicIds: 'topics',
  inventoryIds: 'items',
  placement: 'placement',
  marginFils: 'margin',
} as const;
type Field = (typeof FIELD_OF)[keyof typeof FIELD_OF] | 'image';

const fieldOf = (key: PropertyKey | undefined): Field | null =>
  Object.entries(FIELD_OF).find(([name]) => name === key)?.[1] ?? null;

function marginOf(value: FormDataEntryValue | null): number | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return undefined;
  return parseKwdText(text) ?? Number.NaN;
}

/** A refusal names the form field at fault (the page has its message) or is the API's, already translated. */
export type UploadOutcome = { ok: true } | { ok: false; field: Field | null; refusal: string | null };

/** Uploads the artwork's image, then publishes it with the chosen blank items. */
export async function publishFromForm(
  api: ApiClient,
  locale: Locale,
  form: FormData,
): Promise<UploadOutcome> {
  const parsed = FormSchema.safeParse({
    title: form.get('title') ?? '',
    titleAr: form.get('titleAr') ?? '',
    description: form.get('description') ?? '',
    descriptionAr: form.get('descriptionAr') ?? '',
    topicIds: ids(form.getAll('topicIds')),
    inventoryIds: ids(form.getAll('inventoryIds')),
    // A form without the placement fields publishes centred on the front, as the API does when it is left out.
    placement: form.has('side') ? placementOf(form) : undefined,
    // The artist's margin in KWD as typed (Arabic digits too); left empty, the store's default applies.
    marginFils: marginOf(form.get('margin')),
  });
  if (!parsed.success) return { ok: false, field: fieldOf(parsed.error.issues[0]?.path[0]), refusal: null };
  const file = form.get('image');
  if (!(file instanceof File) || file.size === 0) return { ok: false, field: 'image', refusal: null };
  const upload = new FormData();
  upload.set('file', file, file.name || 'image');
  try {
    const image = await api.call(media.upload, { form: upload });
    await api.call(artistPortal.publish, { body: { ...parsed.data, mediaId: image.id } });
    return { ok: true };
  } catch (error) {
    return { ok: false, field: null, refusal: refusalText(locale, error) };
  }
}
