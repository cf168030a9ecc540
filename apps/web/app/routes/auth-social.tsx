import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from 'react-router';
import { returnPath } from '../features/auth/session.server';
import { finishApple, finishGoogle } from '../features/auth/social.server';
import { SOCIAL_ERRORS, socialStep } from '../features/auth/social-route';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/auth-social';

// `/auth/{socialId}`: starting sends the browser to the API, which sends it on to the provider.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const step = socialStep(params['*'] ?? '');
  if (step.step === 'none') throw redirect(`/${locale}/auth`);
  if (step.step === 'invalid') throw data(SOCIAL_ERRORS.invalidStrategy, { status: 400 });
  if (step.step === 'start') {
    const query = new URLSearchParams({ locale, redirect: returnPath(request, context, locale) });
    throw redirect(`/api/auth/${step.strategy}?${query}`);
  }
  throw step.strategy === 'google'
    ? await finishGoogle(request, context, locale)
    : await finishApple(request, context, locale);
}

/** The page never renders: every visit redirects. */
export default function SocialSignIn() {
  return null;
}

// Spec §8's callback messages are the spec's own English words, shown as they are (as the 404 page does).
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const lang = useLocale();
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : t('auth.socialFailed');
  return (
    <main className="mx-auto flex max-w-md flex-col gap-4 px-4 pb-16">
      <title>{t('auth.signInTitle')}</title>
      <h1 className="text-2xl font-bold">{t('auth.signInTitle')}</h1>
      <p lang="en" dir="ltr" role="alert" className="text-red-800">
        {message}
      </p>
      <Link to={`/${lang}/auth`} className="underline">
        {t('auth.signIn')}
      </Link>
    </main>
  );
}
