import type { ContractClient } from '@seed/contract/client';
import { users } from '@seed/contract/users';
import type { Locale } from '@seed/domain/locale';
import { ApiError } from '../../lib/api.server';
import { uploadMedia } from '../../lib/media-upload.server';
import { reasonText, refusalText } from '../../lib/refusals.server';

/** Uploads the photo, then sets it as the profile photo (spec §7: media/upload, then users/profile/edit). */
export async function uploadProfilePhoto(
  request: Request,
  context: { apiFetch: (path: string, init?: RequestInit) => Promise<Response> },
  api: ContractClient,
  locale: Locale,
  file: File,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const upload = await uploadMedia(request, context, file);
  // The upload's answer carries the API's English words only; its status says enough for the shopper.
  if (!upload.ok) {
    const reason = upload.status === 413 ? 'TOO_LARGE' : 'INVALID_DATA';
    return { ok: false, status: upload.status, message: reasonText(locale, reason) };
  }
  try {
    await api.call(users.editProfile, { body: { mediaId: upload.media.id } });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return { ok: false, status: error.status, message: refusalText(locale, error) };
    throw error;
  }
}
