import { z } from 'zod';
import { COOKIE, readCookie } from './cookies.server';

const UploadedSchema = z
  .object({ id: z.number(), url: z.object({ large: z.string().nullable() }) })
  .nullable();

// Spec §8: the message when the media upload returns nothing.
const UPLOAD_FAILED = 'Failed to upload image';

export type UploadResult =
  | { ok: true; media: { id: number; url: string | null } }
  | { ok: false; status: number; message: string };

/** Sends one file to the API's media upload (multipart, which the JSON client does not speak). */
export async function uploadMedia(
  request: Request,
  context: { apiFetch: (path: string, init?: RequestInit) => Promise<Response> },
  file: File,
): Promise<UploadResult> {
  const body = new FormData();
  body.set('file', file, file.name || 'image');
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
  return { ok: true, media: { id: media.data.id, url: media.data.url.large } };
}
