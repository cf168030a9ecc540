import { ArtistRequestBodySchema, artistRequests } from '@seed/contract/artist-requests';
import type { ReplyOf } from '@seed/contract/endpoint';
import { media } from '@seed/contract/media';
import { users } from '@seed/contract/users';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { refusalText } from '../../lib/refusals.server';
import { fieldLimits } from './field-limits.server';

// What the status panels show of it (the profile page hands over its own copy of the user).
export type ArtistRequestState = Pick<
  NonNullable<ReplyOf<typeof users.me>['artistRequest']>,
  'status' | 'reviewNote' | 'reasonCode' | 'createdAt'
>;

/** The visitor's role and their latest request to become an artist. */
export async function loadArtistStanding(api: ApiClient) {
  const { role, artistRequest } = await api.call(users.me);
  return { role, artistRequest };
}

// The API's own rules, checked before the samples are uploaded so a mistake names its field.
const FormSchema = ArtistRequestBodySchema.omit({ sampleMediaIds: true });
const SamplesSchema = ArtistRequestBodySchema.shape.sampleMediaIds;

const limit = fieldLimits(ArtistRequestBodySchema);

/** The API's limits on the form's fields, for their attributes and the messages that name them. */
export const REQUEST_LIMITS = {
  name: limit('name').maxLength,
  bio: limit('bio').maxLength,
  links: limit('portfolioLinks').maxItems,
  minSamples: limit('sampleMediaIds').minItems,
  maxSamples: limit('sampleMediaIds').maxItems,
};

const FIELD_OF = { name: 'name', bio: 'bio', portfolioLinks: 'links' } as const;
type Field = (typeof FIELD_OF)[keyof typeof FIELD_OF] | 'samples';

const fieldOf = (key: PropertyKey | undefined): Field | null =>
  Object.entries(FIELD_OF).find(([name]) => name === key)?.[1] ?? null;

/** A refusal names the form field at fault (the page has its message) or is the API's, already translated. */
export type RequestOutcome = { ok: true } | { ok: false; field: Field | null; refusal: string | null };

/** Uploads the sample images, then files the request (`users/became-artist`). */
export async function submitArtistRequest(
  api: ApiClient,
  locale: Locale,
  form: FormData,
): Promise<RequestOutcome> {
  const links = String(form.get('portfolioLinks') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const parsed = FormSchema.safeParse({
    name: form.get('name') ?? '',
    bio: form.get('bio') ?? '',
    portfolioLinks: links,
  });
  if (!parsed.success) return { ok: false, field: fieldOf(parsed.error.issues[0]?.path[0]), refusal: null };
  const files = form.getAll('samples').filter((file): file is File => file instanceof File && file.size > 0);
  // Counted with placeholder ids: the same rule the API applies to the uploads' ids.
  if (!SamplesSchema.safeParse(files.map((_, index) => index + 1)).success)
    return { ok: false, field: 'samples', refusal: null };
  try {
    const sampleMediaIds: number[] = [];
    for (const file of files) {
      const upload = new FormData();
      upload.set('file', file, file.name || 'image');
      sampleMediaIds.push((await api.call(media.upload, { form: upload })).id);
    }
    await api.call(artistRequests.apply, { body: { ...parsed.data, sampleMediaIds } });
    return { ok: true };
  } catch (error) {
    return { ok: false, field: null, refusal: refusalText(locale, error) };
  }
}
