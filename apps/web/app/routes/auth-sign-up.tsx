import { auth } from '@seed/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@seed/domain/auth-password';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { authCall, field } from '../features/auth/auth-action.server';
import { AuthCard, FormMessage, SubmitButton, TextField } from '../features/auth/auth-fields';
import { AUTH_LIMITS } from '../features/auth/auth-limits.server';
import { guestBag, returnPath, signedInRedirect } from '../features/auth/session.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/auth-sign-up';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return { redirect: returnPath(request, context, requestLocale(params.lang, request)), limits: AUTH_LIMITS };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const values = {
    firstName: field(form, 'firstName'),
    lastName: field(form, 'lastName'),
    email: field(form, 'email'),
    phone: field(form, 'phone'),
  };
  const password = String(form.get('password') ?? '');
  const password2 = String(form.get('password2') ?? '');
  const body = {
    ...values,
    phone: values.phone || undefined,
    password,
    password2,
    locale,
    bag: guestBag(request),
  };
  const api = createApiClient(request, context, locale);
  const reply = await authCall(locale, api.call(auth.signUp, { body }), values);
  return reply.ok
    ? signedInRedirect(context, reply.value.accessToken, returnPath(request, context, locale))
    : reply.response;
}

export default function SignUp({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const values = actionData?.values ?? {};
  const { limits } = loaderData;
  return (
    <AuthCard title={t('auth.signUpTitle')}>
      {actionData?.error && <FormMessage>{actionData.error}</FormMessage>}
      <Form method="post" className="flex flex-col gap-4">
        <TextField
          label={t('auth.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={limits.name}
          defaultValue={values.firstName}
        />
        <TextField
          label={t('auth.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={limits.name}
          defaultValue={values.lastName}
        />
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={limits.email}
          dir="ltr"
          defaultValue={values.email}
        />
        <TextField
          label={t('auth.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
          dir="ltr"
          defaultValue={values.phone}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={limits.password}
          dir="ltr"
          hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        />
        <TextField
          label={t('auth.password2')}
          name="password2"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={limits.password}
          dir="ltr"
        />
        <SubmitButton>{t('auth.signUp')}</SubmitButton>
      </Form>
      <p className="text-sm text-neutral-700">
        {t('auth.haveAccount')}{' '}
        <Link
          to={`/${params.lang}/auth?redirect=${encodeURIComponent(loaderData.redirect)}`}
          className="font-medium underline"
        >
          {t('auth.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
