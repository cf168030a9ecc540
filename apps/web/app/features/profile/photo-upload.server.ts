import { z } from 'zod';
import { ApiError, type FullApiClient } from '../../lib/api.server';
import { COOKIE, readCookie } from '../../lib/cookies.server';

const UploadedSchema = z.object({ id: z.number() }).nullable();
const ProfileSchema = z.object({ id: z.number() });

// Spec §8: the message when the media upload returns nothing.
export const UPLOAD_FAILED = 'Failed to upload image';

/**
 * Sends the photo to the API's media upload (multipart, which the JSON client does not speak), then sets
 * it as the profile photo (spec §7: media/upload, then users/profile/edit with mediaId).
 */
export async function uploadProfilePhoto(
  request: Request,
  context: { apiFetch: (path: string, init?: RequestInit) => Promise<Response> },
  api: FullApiClient,
  file: File,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const body = new FormData();
  body.set('file', file, file.name || 'photo.jpg');
  const token = readCookie(request, COOKIE.accessToken);
  const response = await context.apiFetch('/media/upload', {
    method: 'POST',
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: request.signal,
  });
  const reply: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (reply as { message?: unknown } | null)?.message;
    return {
      ok: false,
      status: response.status,
      message: typeof message === 'string' ? message : UPLOAD_FAILED,
    };
  }
  const media = UploadedSchema.safeParse(reply);
  if (!media.success || !media.data) return { ok: false, status: 502, message: UPLOAD_FAILED };
  try {
    await api.put('/users/profile/edit', ProfileSchema, { mediaId: media.data.id });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
