import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@seed/domain/auth-password';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { authCall, field } from '../features/auth/auth-action.server';
import { SignedInSchema } from '../features/auth/auth-api.server';
import { AuthErrorMessage } from '../features/auth/auth-error-message';
import { AuthCard, SubmitButton, TextField } from '../features/auth/auth-fields';
import { guestBag, returnPath, signedInRedirect } from '../features/auth/session.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/auth-sign-up';

export function loader({ params, request, context }: Route.LoaderArgs) {
  return { redirect: returnPath(request, context, requestLocale(params.lang, request)) };
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
  // The API checks the same policy; checking here first gives the message in the page's language.
  const problem = passwordProblem(password, password2);
  if (problem) return data({ error: problem, values }, { status: 400 });
  const body = {
    ...values,
    phone: values.phone || undefined,
    password,
    password2,
    locale,
    bag: guestBag(request),
  };
  const api = createApiClient(request, context, locale);
  const reply = await authCall('signUp', api.post('/auth/sign-up', SignedInSchema, body), values);
  return reply.ok
    ? signedInRedirect(context, reply.value.accessToken, returnPath(request, context, locale))
    : reply.response;
}

export default function SignUp({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const values = actionData?.values ?? {};
  return (
    <AuthCard title={t('auth.signUpTitle')}>
      <AuthErrorMessage error={actionData?.error} />
      <Form method="post" className="flex flex-col gap-4">
        <TextField
          label={t('auth.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={80}
          defaultValue={values.firstName}
        />
        <TextField
          label={t('auth.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={80}
          defaultValue={values.lastName}
        />
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          dir="ltr"
          defaultValue={values.email}
        />
        <TextField
          label={t('auth.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={32}
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
          maxLength={PASSWORD_MAX_LENGTH}
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
          maxLength={PASSWORD_MAX_LENGTH}
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
