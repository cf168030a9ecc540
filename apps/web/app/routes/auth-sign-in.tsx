import { auth } from '@seed/contract/auth';
import { social } from '@seed/contract/social';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { authCall, field } from '../features/auth/auth-action.server';
import { AuthCard, FormMessage, SubmitButton, TextField } from '../features/auth/auth-fields';
import { AUTH_LIMITS } from '../features/auth/auth-limits.server';
import { guestBag, returnPath, signedInRedirect } from '../features/auth/session.server';
import { socialRefusalText } from '../features/auth/social.server';
import { SocialButtons } from '../features/auth/social-buttons';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/auth-sign-in';

const NO_PROVIDERS = { google: false, apple: false };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  // Social buttons are extras: without the list the page still signs in by e-mail.
  const providers = await api.call(social.providers).catch((error: unknown) => {
    context.reportError(error);
    return NO_PROVIDERS;
  });
  const url = new URL(request.url);
  return data(
    {
      providers,
      limits: AUTH_LIMITS,
      redirect: returnPath(request, context, locale),
      socialFailed: url.searchParams.get('error') === 'social',
      socialRefusal: socialRefusalText(locale, url.searchParams.get('reason')),
      socialLinked: url.searchParams.get('error') === 'social-linked',
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/**
 * One e-mail field, two ways on, chosen by the `method` radio: a mailed code (the default) or the account's
 * password. The radio decides, not the button, so pressing Enter in either field takes the chosen way.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const form = await request.formData();
  const email = field(form, 'email');
  const to = returnPath(request, context, locale);
  if ((form.get('method') ?? form.get('intent')) === 'password') {
    const password = typeof form.get('password') === 'string' ? String(form.get('password')) : '';
    const body = { email, password, bag: guestBag(request) };
    const reply = await authCall(locale, api.call(auth.signIn, { body }), { email, method: 'password' });
    return reply.ok ? signedInRedirect(context, reply.value.accessToken, to) : reply.response;
  }
  const reply = await authCall(locale, api.call(auth.generateOtp, { body: { email, locale } }), { email });
  if (!reply.ok) return reply.response;
  const next = new URLSearchParams({ email, redirect: to, flow: reply.value.logInFlow ? 'login' : 'signup' });
  return redirect(`/${locale}/auth/verify?${next}`, 303);
}

export default function SignIn({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { providers, limits, redirect: back, socialFailed, socialRefusal, socialLinked } = loaderData;
  const query = `?redirect=${encodeURIComponent(back)}`;
  const byPassword = actionData?.values?.method === 'password';
  return (
    <AuthCard title={t('auth.signInTitle')}>
      <p className="text-neutral-700">{t('auth.signInIntro')}</p>
      {socialFailed && <FormMessage>{socialRefusal ?? t('auth.socialFailed')}</FormMessage>}
      {socialLinked && <FormMessage>{t('auth.socialLinked')}</FormMessage>}
      {actionData?.error && <FormMessage>{actionData.error}</FormMessage>}
      {/* Only the chosen way's field and button show; CSS (:has) switches them, so no script is needed. */}
      <Form method="post" className="group flex flex-col gap-4">
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={limits.email}
          dir="ltr"
          defaultValue={actionData?.values?.email}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-neutral-800">{t('auth.signInMethod')}</legend>
          <MethodChoice value="code" label={t('auth.byCode')} defaultChecked={!byPassword} />
          <MethodChoice value="password" label={t('auth.byPassword')} defaultChecked={byPassword} />
        </fieldset>
        <div className="flex flex-col gap-4 group-has-[#signin-method-password:checked]:hidden">
          <SubmitButton intent="code">{t('auth.sendCode')}</SubmitButton>
        </div>
        <div className="hidden flex-col gap-4 group-has-[#signin-method-password:checked]:flex">
          <TextField
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={limits.password}
            dir="ltr"
          />
          <SubmitButton intent="password">{t('auth.signInWithPassword')}</SubmitButton>
        </div>
      </Form>
      <SocialButtons providers={providers} redirect={back} />
      <p className="text-sm text-neutral-700">
        {t('auth.noAccount')}{' '}
        <Link to={`/${params.lang}/auth/sign-up${query}`} className="font-medium underline">
          {t('auth.createAccount')}
        </Link>
      </p>
    </AuthCard>
  );
}

function MethodChoice({
  value,
  label,
  defaultChecked,
}: {
  value: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        id={`signin-method-${value}`}
        name="method"
        value={value}
        defaultChecked={defaultChecked}
        className="size-4 accent-neutral-900"
      />
      {label}
    </label>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
