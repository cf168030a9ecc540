import { requestLocale } from '../lib/locale.server';
import { uploadMedia } from '../lib/media-upload.server';
import type { Route } from './+types/studio-upload';

/** The studio's image upload (field `file`, compressed in the browser); answers the media's id and URL. */
export async function action({ params, request, context }: Route.ActionArgs) {
  requestLocale(params.lang, request);
  const file = (await request.formData()).get('file');
  if (!(file instanceof File) || file.size === 0) {
    return Response.json({ statusCode: 400, message: 'No image was sent' }, { status: 400 });
  }
  const result = await uploadMedia(request, context, file);
  return result.ok
    ? Response.json(result.media)
    : Response.json({ statusCode: result.status, message: result.message }, { status: result.status });
}
