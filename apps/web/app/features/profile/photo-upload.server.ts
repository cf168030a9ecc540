import { z } from 'zod';
import { ApiError, type FullApiClient } from '../../lib/api.server';
import { uploadMedia } from '../../lib/media-upload.server';

const ProfileSchema = z.object({ id: z.number() });

/** Uploads the photo, then sets it as the profile photo (spec §7: media/upload, then users/profile/edit). */
export async function uploadProfilePhoto(
  request: Request,
  context: { apiFetch: (path: string, init?: RequestInit) => Promise<Response> },
  api: FullApiClient,
  file: File,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const upload = await uploadMedia(request, context, file);
  if (!upload.ok) return upload;
  try {
    await api.put('/users/profile/edit', ProfileSchema, { mediaId: upload.media.id });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
