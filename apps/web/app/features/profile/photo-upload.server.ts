import { z } from 'zod';
import { ApiError, type FullApiClient } from '../../lib/api.server';
import { uploadImage } from '../../lib/media-upload.server';

const ProfileSchema = z.object({ id: z.number() });

/** Uploads the photo, then sets it as the profile photo (spec §7: media/upload, then users/profile/edit). */
export async function uploadProfilePhoto(
  request: Request,
  context: { apiFetch: (path: string, init?: RequestInit) => Promise<Response> },
  api: FullApiClient,
  file: File,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const media = await uploadImage(request, context, file);
  if (!media.ok) return media;
  try {
    await api.put('/users/profile/edit', ProfileSchema, { mediaId: media.id });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
