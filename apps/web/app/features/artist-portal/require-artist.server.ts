import { type AppLoadContext, redirect } from 'react-router';
import { requestLocale } from '../../lib/locale.server';
import type { SessionUser } from '../auth/auth-api.server';
import { requireSignedIn } from '../auth/require-signed-in.server';

const PORTAL_ROLES: readonly SessionUser['role'][] = ['ARTIST', 'ADMIN'];

/** Spec §2: the portal needs sign-in (else to /auth and back) and the ARTIST or ADMIN role (else home). */
export async function requireArtist(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireSignedIn(request, context);
  if (PORTAL_ROLES.includes(user.role)) return user;
  const locale = requestLocale(new URL(request.url).pathname.split('/')[1], request);
  throw redirect(`/${locale}`);
}
