import type { StudioRefusal, UploadReply } from '../features/studio/studio-client';
import { invalidReply } from '../features/studio/studio-refusal.server';
import { requestLocale } from '../lib/locale.server';
import { uploadMedia } from '../lib/media-upload.server';
import type { Route } from './+types/studio-upload';

/** The studio's image upload (field `file`, compressed in the browser); answers the media's id and URL. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  const file = (await request.formData()).get('file');
  if (!(file instanceof File) || file.size === 0) return invalidReply(locale);
  const result = await uploadMedia(request, context, file);
  if (result.ok) return Response.json(result.media satisfies UploadReply);
  const refusal: StudioRefusal = { message: result.message, reason: result.reason };
  return Response.json(refusal, { status: result.status });
}
