import { auth } from '@seed/contract/auth';
import { OTP_LENGTH } from '@seed/domain/auth-otp';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { authCall, field } from '../features/auth/auth-action.server';
import { AuthCard, FormMessage, SubmitButton, TextField } from '../features/auth/auth-fields';
import { AUTH_LIMITS } from '../features/auth/auth-limits.server';
import { guestBag, returnPath, signedInRedirect } from '../features/auth/session.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/auth-verify';

// The address travels in the URL from the first step; without one there is nothing to verify.
export function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const email = url.searchParams.get('email')?.trim() ?? '';
  if (!email) throw redirect(`/${locale}/auth`);
  const isNew = url.searchParams.get('flow') === 'signup';
  return data(
    { email, isNew, redirect: returnPath(request, context, locale), nameLength: AUTH_LIMITS.name },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const form = await request.formData();
  const email = new URL(request.url).searchParams.get('email')?.trim() ?? '';
  if (form.get('intent') === 'resend') {
    const reply = await authCall(locale, api.call(auth.generateOtp, { body: { email, locale } }));
    return reply.ok ? { resent: true as const } : reply.response;
  }
  const names = {
    firstName: field(form, 'firstName') || undefined,
    lastName: field(form, 'lastName') || undefined,
  };
  const body = { email, otp: field(form, 'otp'), bag: guestBag(request), locale, ...names };
  const reply = await authCall(locale, api.call(auth.verifyOtp, { body }));
  return reply.ok
    ? signedInRedirect(context, reply.value.accessToken, returnPath(request, context, locale))
    : reply.response;
}

export default function Verify({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { email, isNew, redirect: back, nameLength } = loaderData;
  const failed = actionData && 'error' in actionData ? actionData.error : undefined;
  return (
    <AuthCard title={t('auth.verifyTitle')}>
      <p className="text-neutral-700">{t(isNew ? 'auth.verifyIntroNew' : 'auth.verifyIntro', { email })}</p>
      {actionData && 'resent' in actionData && <FormMessage tone="info">{t('auth.resent')}</FormMessage>}
      {failed && <FormMessage>{failed}</FormMessage>}
      <Form method="post" className="flex flex-col gap-4">
        <TextField
          label={t('auth.code')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${OTP_LENGTH}}`}
          minLength={OTP_LENGTH}
          maxLength={OTP_LENGTH}
          required
          dir="ltr"
        />
        {isNew && (
          <>
            <TextField
              label={t('auth.firstName')}
              name="firstName"
              autoComplete="given-name"
              maxLength={nameLength}
            />
            <TextField
              label={t('auth.lastName')}
              name="lastName"
              autoComplete="family-name"
              maxLength={nameLength}
            />
          </>
        )}
        <SubmitButton intent="verify">{t('auth.verify')}</SubmitButton>
      </Form>
      <Form method="post">
        <SubmitButton intent="resend" variant="secondary">
          {t('auth.resend')}
        </SubmitButton>
      </Form>
      <Link to={`/${params.lang}/auth?redirect=${encodeURIComponent(back)}`} className="text-sm underline">
        {t('auth.otherEmail')}
      </Link>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
