import { z } from 'zod';
import { ApiError, type FullApiClient } from '../../lib/api.server';
import { uploadMedia } from '../../lib/media-upload.server';

export const ArtistRequestStateSchema = z.object({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
});
export type ArtistRequestState = z.infer<typeof ArtistRequestStateSchema>;

const MeSchema = z.object({
  role: z.enum(['USER', 'ARTIST', 'ADMIN']),
  artistRequest: ArtistRequestStateSchema.nullable(),
});

/** The visitor's role and their latest request to become an artist. */
export function loadArtistStanding(api: FullApiClient) {
  return api.get('/users/get/me', MeSchema);
}

const MAX_SAMPLES = 6;

const RequestFormSchema = z.object({
  name: z.string().trim().min(1, 'name').max(120, 'name'),
  bio: z.string().trim().max(2000, 'bio'),
  portfolioLinks: z.array(z.url({ protocol: /^https?$/, error: 'links' })).max(5, 'links'),
});

// The form's fields a refusal can name; the page has a message for each.
const FIELDS = ['name', 'bio', 'links', 'samples'] as const;
type Field = (typeof FIELDS)[number];

export type RequestOutcome = { ok: true } | { ok: false; field: Field | null; message: string | null };

/** Uploads the sample images, then files the request (`users/became-artist`). */
export async function submitArtistRequest(
  request: Request,
  context: { apiFetch: (path: string, init?: RequestInit) => Promise<Response> },
  api: FullApiClient,
  form: FormData,
): Promise<RequestOutcome> {
  const links = String(form.get('portfolioLinks') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const parsed = RequestFormSchema.safeParse({
    name: form.get('name') ?? '',
    bio: form.get('bio') ?? '',
    portfolioLinks: links,
  });
  if (!parsed.success) {
    const field = FIELDS.find((name) => name === parsed.error.issues[0]?.message) ?? null;
    return { ok: false, field, message: null };
  }
  const files = form.getAll('samples').filter((file): file is File => file instanceof File && file.size > 0);
  if (files.length === 0 || files.length > MAX_SAMPLES) return { ok: false, field: 'samples', message: null };
  const sampleMediaIds: number[] = [];
  for (const file of files) {
    const image = await uploadMedia(request, context, file);
    if (!image.ok) return { ok: false, field: 'samples', message: image.message };
    sampleMediaIds.push(image.media.id);
  }
  try {
    await api.post('/users/became-artist', z.object({ id: z.number() }), { ...parsed.data, sampleMediaIds });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401)
      return { ok: false, field: null, message: error.message };
    throw error;
  }
}
