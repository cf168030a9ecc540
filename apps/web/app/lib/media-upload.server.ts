import { media } from '@seed/contract/media';
import type { AppLoadContext } from 'react-router';
import { ApiError, createApiClient } from './api.server';
import { requestLocale } from './locale.server';
import { areaMessages } from './messages.server';
import { refusalText } from './refusals.server';

export type UploadResult =
  | { ok: true; media: { id: number; url: string | null } }
  | {
      ok: false;
      status: number;
      /** The API's reason (UNSUPPORTED_IMAGE_TYPE, TOO_LARGE…), or UPLOAD_FAILED when the API failed. */
      reason: string;
      /** What the shopper reads, in the language of the page that uploads. */
      message: string;
    };

/**
 * Sends one file to the API's media upload. The refusal is told in the language of the page whose action
 * uploads (the address's first segment), so every caller shows it as it is.
 */
export async function uploadMedia(
  request: Request,
  context: Pick<AppLoadContext, 'apiFetch'>,
  file: File,
): Promise<UploadResult> {
  const locale = requestLocale(new URL(request.url).pathname.split('/')[1], request);
  const form = new FormData();
  form.set('file', file, file.name || 'image');
  try {
    const uploaded = await createApiClient(request, context, locale).call(media.upload, { form });
    return { ok: true, media: { id: uploaded.id, url: uploaded.url.large } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status >= 500) {
      // Spec §8: an upload that fails on the server's side is told as a failed upload, not as an error page.
      const message = areaMessages(locale, ['studio']).studio.uploadFailed;
      return { ok: false, status: error.status, reason: 'UPLOAD_FAILED', message };
    }
    return {
      ok: false,
      status: error.status,
      reason: error.reason ?? 'INVALID_DATA',
      message: refusalText(locale, error),
    };
  }
}
