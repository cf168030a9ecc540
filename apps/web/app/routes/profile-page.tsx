import { ProfileEditBodySchema, users } from '@seed/contract/users';
import { wallet } from '@seed/contract/wallet';
import { formatAddress } from '@seed/domain/address-format';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { Price } from '../components/price';
import { ArtistStanding } from '../features/artist-portal/artist-standing';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { formatMoment } from '../features/orders/format-date';
import { loadOrdersPage } from '../features/orders/order-api.server';
import { OrdersList } from '../features/orders/orders-list';
import { loadMe } from '../features/profile/account.server';
import { ProfileForm } from '../features/profile/profile-form';
import { PROFILE_LIMITS } from '../features/profile/profile-limits.server';
import { ProfilePhoto } from '../features/profile/profile-photo';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import { refusalText } from '../lib/refusals.server';
import type { Route } from './+types/profile-page';

const NOTICES = ['address', 'addressDeleted', 'photo', 'profile'] as const;
// The latest few: what the store credited or took shows here, the rest is in the order pages.
const WALLET_ENTRIES_SHOWN = 5;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  await requireSignedIn(request, context);
  const url = new URL(request.url);
  const ordersPage = Math.max(
    1,
    Math.min(1000, Number.parseInt(url.searchParams.get('ordersPage') ?? '', 10) || 1),
  );
  const [me, orders, walletEntries] = await Promise.all([
    loadMe(api),
    loadOrdersPage(api, ordersPage, locale),
    api.call(wallet.history, { query: { limit: WALLET_ENTRIES_SHOWN } }),
  ]);
  const saved = url.searchParams.get('saved');
  return {
    me,
    walletEntries: walletEntries.entries.map((entry) => ({
      ...entry,
      date: formatMoment(entry.createdAt, locale),
    })),
    orders: { ...orders, page: ordersPage },
    notice: NOTICES.find((notice) => notice === saved) ?? null,
    limits: PROFILE_LIMITS,
    areaMessages: areaMessages(locale, ['profile', 'orders', 'artistPortal']),
  };
}

// The form's fields, each with its label, so a refused value can be named in the page's language.
const FORM_FIELDS = [
  ['firstName', 'profile.firstName'],
  ['lastName', 'profile.lastName'],
  ['phone', 'profile.phone'],
  ['locale', 'profile.language'],
] as const;
type FieldLabel = (typeof FORM_FIELDS)[number][1] | 'profile.details';

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  await requireSignedIn(request, context);
  const form = await request.formData();
  const body = ProfileEditBodySchema.safeParse(
    Object.fromEntries(FORM_FIELDS.map(([name]) => [name, form.get(name)])),
  );
  if (!body.success) {
    const field = body.error.issues[0]?.path[0];
    const invalid: FieldLabel = FORM_FIELDS.find(([name]) => name === field)?.[1] ?? 'profile.details';
    return data({ invalid }, 400);
  }
  try {
    const user = await api.call(users.editProfile, { body: body.data });
    // A new language is the page's language from now on.
    throw redirect(`/${user.locale}/profile?saved=profile`, 303);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
      return data({ message: refusalText(locale, error) }, 400);
    }
    throw error;
  }
}

export default function ProfilePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, orders, notice, limits } = loaderData;
  const lang = params.lang === 'en' ? 'en' : 'ar';
  const name = [me.firstName, me.lastName].filter(Boolean).join(' ');
  const initials = (me.firstName[0] ?? me.email[0] ?? '').toUpperCase();
  const section = 'mt-10 border-t border-neutral-200 pt-6';
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageMeta title={t('profile.title')} description={t('profile.description')} />
      <h1 className="text-3xl font-bold">{t('profile.title')}</h1>
      {name && <p className="mt-1 text-neutral-700">{name}</p>}
      {notice && (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-800">
          {t(`profile.saved.${notice}`)}
        </p>
      )}
      <section aria-labelledby="profile-details" className="mt-8 grid gap-6">
        <h2 id="profile-details" className="sr-only">
          {t('profile.details')}
        </h2>
        <ProfilePhoto photo={me.media?.url.medium ?? me.media?.url.small ?? null} initials={initials} />
        <ProfileForm
          values={me}
          limits={limits}
          message={
            actionData && 'invalid' in actionData
              ? t('profile.invalidField', { field: t(actionData.invalid) })
              : actionData?.message
          }
        />
      </section>
      <section aria-labelledby="profile-wallet" className={section}>
        <h2 id="profile-wallet" className="text-xl font-bold">
          {t('profile.wallet')}
        </h2>
        <p className="mt-2 text-2xl">
          <Price money={me.walletAmount} />
        </p>
        {loaderData.walletEntries.length > 0 && (
          <>
            <h3 className="mt-4 font-semibold">{t('profile.walletHistory')}</h3>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {loaderData.walletEntries.map((entry) => (
                <li key={entry.id} className="flex flex-wrap gap-x-3">
                  <span className="text-neutral-700">{entry.date}</span>
                  <span>{t(`profile.walletReasons.${entry.reason}`)}</span>
                  <Price money={entry.amount} />
                </li>
              ))}
            </ul>
          </>
        )}
        <Link to={`/${lang}/redeem`} className="mt-2 inline-block text-sm font-medium underline">
          {t('orders.redeemGiftCard')}
        </Link>
      </section>
      <section aria-labelledby="profile-orders" className={section}>
        <h2 id="profile-orders" className="text-xl font-bold">
          {t('orders.title')}
        </h2>
        <OrdersList orders={orders.orders} page={orders.page} hasMore={orders.hasMore} />
      </section>
      <section aria-labelledby="profile-addresses" className={section}>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="profile-addresses" className="text-xl font-bold">
            {t('profile.addresses')}
          </h2>
          <Link
            to={`/${lang}/profile/addresses/create`}
            className="rounded-md border border-neutral-900 px-4 py-2 text-sm font-bold hover:bg-neutral-50"
          >
            {t('profile.addAddress')}
          </Link>
        </div>
        {me.deliveryAddress.length === 0 ? (
          <p className="mt-3 text-neutral-700">{t('profile.noAddresses')}</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {me.deliveryAddress.map((address) => (
              <li key={address.id} className="rounded-lg border border-neutral-200 p-4">
                <p className="font-medium">
                  {address.addressNickname || [address.firstName, address.lastName].filter(Boolean).join(' ')}
                </p>
                <p className="text-sm text-neutral-700">{formatAddress(address, lang)}</p>
                <Link
                  to={`/${lang}/profile/addresses/${address.id}`}
                  className="mt-2 inline-block text-sm font-medium underline"
                  aria-label={t('profile.editAddressOf', {
                    name: address.addressNickname || formatAddress(address, lang),
                  })}
                >
                  {t('profile.editAddress')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ArtistStanding role={me.role} request={me.artistRequest} lang={lang} className={section} />
      <section aria-labelledby="profile-more" className={section}>
        <h2 id="profile-more" className="sr-only">
          {t('profile.more')}
        </h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Link to={`/${lang}/favorites`} className="underline">
              {t('profile.favorites')}
            </Link>
          </li>
          <li>
            <Link to={`/${lang}/delete-account`} className="text-red-700 underline">
              {t('profile.deleteAccount')}
            </Link>
          </li>
        </ul>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
