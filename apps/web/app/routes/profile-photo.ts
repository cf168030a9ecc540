import { redirect } from 'react-router';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { uploadProfilePhoto } from '../features/profile/photo-upload.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { reasonText } from '../lib/refusals.server';
import type { Route } from './+types/profile-photo';

// Nothing to show at this address; someone who opens it lands on their profile.
export function loader({ params, request }: Route.LoaderArgs) {
  throw redirect(`/${requestLocale(params.lang, request)}/profile`);
}

/**
 * The profile photo's upload (field `file`). The page's script sends the compressed image and reads the
 * JSON answer; a form posted without scripts gets a 303 back to the profile.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const wantsJson = request.headers.get('Accept')?.includes('application/json') ?? false;
  const file = (await request.formData()).get('file');
  const result =
    file instanceof File && file.size > 0
      ? await uploadProfilePhoto(request, context, createApiClient(request, context, locale), locale, file)
      : { ok: false as const, status: 400, message: reasonText(locale, 'INVALID_DATA') };
  if (wantsJson) {
    return result.ok
      ? Response.json({ ok: true })
      : Response.json({ statusCode: result.status, message: result.message }, { status: result.status });
  }
  throw redirect(`/${locale}/profile${result.ok ? '?saved=photo' : '?failed=photo'}`, 303);
}
