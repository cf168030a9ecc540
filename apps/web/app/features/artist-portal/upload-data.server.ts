import type { Locale } from '@seed/domain/locale';
import { z } from 'zod';
import { ApiError, type FullApiClient } from '../../lib/api.server';
import { uploadMedia } from '../../lib/media-upload.server';

const TopicsSchema = z.array(z.object({ id: z.number(), name_ar: z.string(), name_en: z.string() }));

const BlankItemsSchema = z.object({
  inventories: z.array(z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string() })),
});

export type Choice = { id: number; name: string };

/** The topics and blank items an artwork may be published with, named in the page's language. */
export async function loadUploadChoices(api: FullApiClient, locale: Locale) {
  const [topics, items] = await Promise.all([
    api.get('/topics', TopicsSchema, { rankOrder: 1 }),
    api.get('/inventory/get-all-inventories', BlankItemsSchema, { limit: 100 }),
  ]);
  return {
    topics: topics.map(
      (topic): Choice => ({ id: topic.id, name: locale === 'ar' ? topic.name_ar : topic.name_en }),
    ),
    items: items.inventories.map(
      ({ id, nameEn, nameAr }): Choice => ({ id, name: locale === 'ar' ? nameAr : nameEn }),
    ),
  };
}

const ids = (values: FormDataEntryValue[]) =>
  values.map(Number).filter((id) => Number.isInteger(id) && id > 0);

// The same rules as the API's, checked first so a mistake costs no upload; the API checks them again.
const UploadFormSchema = z.object({
  title: z.string().trim().min(1, 'title').max(160, 'title'),
  titleAr: z.string().trim().min(1, 'titleAr').max(160, 'titleAr'),
  description: z.string().trim().max(2000, 'description'),
  descriptionAr: z.string().trim().max(2000, 'descriptionAr'),
  topicIds: z.array(z.number()).max(5, 'topics'),
  inventoryIds: z.array(z.number()).min(1, 'items').max(12, 'items'),
});

const PublishedSchema = z.object({ artwork: z.object({ id: z.number() }) });

// The form's fields a refusal can name; the page has a message for each.
const FIELDS = ['image', 'title', 'titleAr', 'description', 'descriptionAr', 'topics', 'items'] as const;
type Field = (typeof FIELDS)[number];

export type UploadOutcome = { ok: true } | { ok: false; field: Field | null; message: string | null };

/**
 * Uploads the artwork's image, then publishes it with the chosen blank items. A refusal names the form field
 * at fault (translated by the page) or carries the API's message.
 */
export async function publishFromForm(
  request: Request,
  context: { apiFetch: (path: string, init?: RequestInit) => Promise<Response> },
  api: FullApiClient,
  form: FormData,
): Promise<UploadOutcome> {
  const parsed = UploadFormSchema.safeParse({
    title: form.get('title') ?? '',
    titleAr: form.get('titleAr') ?? '',
    description: form.get('description') ?? '',
    descriptionAr: form.get('descriptionAr') ?? '',
    topicIds: ids(form.getAll('topicIds')),
    inventoryIds: ids(form.getAll('inventoryIds')),
  });
  if (!parsed.success) {
    const field = FIELDS.find((name) => name === parsed.error.issues[0]?.message) ?? null;
    return { ok: false, field, message: null };
  }
  const file = form.get('image');
  if (!(file instanceof File) || file.size === 0) return { ok: false, field: 'image', message: null };
  const image = await uploadMedia(request, context, file);
  if (!image.ok) return { ok: false, field: 'image', message: image.message };
  try {
    await api.post('/artist/portal/artworks', PublishedSchema, { ...parsed.data, mediaId: image.media.id });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401)
      return { ok: false, field: null, message: error.message };
    throw error;
  }
}
