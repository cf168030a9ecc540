import { users } from '@seed/contract/users';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useSubmit } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { Price } from '../components/price';
import { ConfirmPopover } from '../components/ui/confirm-popover';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { loadMe } from '../features/profile/account.server';
import { createApiClient } from '../lib/api.server';
import { accessTokenCookie } from '../lib/cookies.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import type { Route } from './+types/delete-account-page';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const me = await loadMe(createApiClient(request, context, locale));
  return { email: me.email, walletAmount: me.walletAmount, areaMessages: areaMessages(locale, ['profile']) };
}

/** Deletes the account (the API ends every session), forgets the token and goes home signed out. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  await createApiClient(request, context, locale).call(users.deleteAccount);
  throw redirect(`/${locale}`, {
    status: 303,
    headers: { 'Set-Cookie': accessTokenCookie(null, context.secureCookies) },
  });
}

export default function DeleteAccountPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const { email, walletAmount } = loaderData;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8">
      <PageMeta title={t('profile.deleteTitle')} description={t('profile.deleteDescription')} />
      <h1 className="text-3xl font-bold">{t('profile.deleteTitle')}</h1>
      <p className="mt-4">{t('profile.deleteExplain', { email })}</p>
      <ul className="mt-4 list-disc space-y-1 ps-6 text-neutral-800">
        <li>{t('profile.deleteSessions')}</li>
        <li>{t('profile.deleteData')}</li>
        <li>{t('profile.deleteEmail')}</li>
        {walletAmount.amount > 0 && (
          <li className="font-bold text-red-800">
            {t('profile.deleteWallet')} <Price money={walletAmount} />
          </li>
        )}
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <ConfirmPopover
          message={t('profile.deleteConfirm')}
          confirmLabel={t('profile.deleteYes')}
          refuseLabel={t('profile.deleteNo')}
          onConfirm={() => submit(null, { method: 'post' })}
          triggerClassName="rounded-md bg-red-700 px-5 py-2.5 font-bold text-white hover:bg-red-800"
        >
          {t('profile.deleteAccount')}
        </ConfirmPopover>
        <Link to={`/${params.lang}/profile`} className="underline">
          {t('profile.deleteNo')}
        </Link>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
