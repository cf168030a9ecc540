import { type AppLoadContext, redirect } from 'react-router';
import { requestLocale } from '../../lib/locale.server';
import type { SessionUser } from './auth-api.server';
import { checkSession } from './session.server';

/**
 * For the loaders and actions of pages that need an account (profile, delete-account, design requests,
 * artist portal): the signed-in user, or a redirect to sign-in that brings the shopper back here.
 *
 *   const user = await requireSignedIn(request, context);
 */
export async function requireSignedIn(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const url = new URL(request.url);
  const locale = requestLocale(url.pathname.split('/')[1], request);
  const { user, headers } = await checkSession(request, context, locale);
  if (user) return user;
  const back = encodeURIComponent(`${url.pathname}${url.search}`);
  throw redirect(`/${locale}/auth?redirect=${back}`, { headers });
}
