import { z } from 'zod';
import { COOKIE, readCookie } from './cookies.server';

const UploadedSchema = z.object({ id: z.number() }).nullable();

// Spec §8: the message when the media upload returns nothing.
export const UPLOAD_FAILED = 'Failed to upload image';

export type UploadResult = { ok: true; id: number } | { ok: false; status: number; message: string };

/**
 * Sends one image to the API's media upload as the signed-in visitor (multipart, which the JSON client does
 * not speak); the answer is the new media id or the API's refusal.
 */
export async function uploadImage(
  request: Request,
  context: { apiFetch: (path: string, init?: RequestInit) => Promise<Response> },
  file: File,
): Promise<UploadResult> {
  const body = new FormData();
  body.set('file', file, file.name || 'image.jpg');
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
  return { ok: true, id: media.data.id };
}
