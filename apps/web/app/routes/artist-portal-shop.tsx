import { artistPortal } from '@seed/contract/artist-portal';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { NoArtistProfile } from '../features/artist-portal/no-artist-profile';
import { isNoArtistProfile } from '../features/artist-portal/no-profile.server';
import { requireArtist } from '../features/artist-portal/require-artist.server';
import { ShopAddress } from '../features/artist-portal/shop-address';
import { saveShopFromForm } from '../features/artist-portal/shop-edit.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/artist-portal-shop';

const input = 'mt-1 w-full rounded-md border border-neutral-400 px-3 py-2';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  const saved = new URL(request.url).searchParams.get('saved') === '1';
  try {
    const shop = await createApiClient(request, context, locale).call(artistPortal.shop);
    return { shop, saved };
  } catch (error) {
    if (isNoArtistProfile(error)) return { shop: null, saved };
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  const api = createApiClient(request, context, locale);
  const outcome = await saveShopFromForm(api, locale, await request.formData());
  if (!outcome.ok) return data(outcome, 400);
  throw redirect(`/${locale}/artist-portal/shop?saved=1`, 303);
}

function Picture({ src, alt }: { src: string | null | undefined; alt: string }) {
  return src ? <img src={src} alt={alt} className="h-24 max-w-full rounded-md border object-cover" /> : null;
}

/** /artist-portal/shop: the artist's shop as shoppers see it, to change: pictures, texts, address. */
export default function ArtistPortalShop({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = params.lang === 'en' ? 'en' : 'ar';
  const busy = useNavigation().state === 'submitting';
  const { shop, saved } = loaderData;
  const problem =
    actionData && !actionData.ok
      ? actionData.field
        ? t('artistPortal.invalid.shop')
        : actionData.refusal
      : null;
  const name = shop ? (lang === 'ar' ? shop.displayNameAr : shop.displayNameEn) : '';
  return (
    <main className="px-4 py-6">
      <PageMeta title={t('artistPortal.shopTitle')} description={t('artistPortal.description')} />
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{t('artistPortal.shopTitle')}</h1>
      {!shop ? (
        <NoArtistProfile />
      ) : (
        <>
          <p className="mt-2 text-sm text-neutral-700">{t('artistPortal.shopHint')}</p>
          <ShopAddress subdomain={shop.subdomain} lang={lang} />
          <p className="mt-1 text-sm">
            <Link to={`/${lang}/shop/artists/${shop.id}`} className="underline">
              {t('artistPortal.viewShop')}
            </Link>
          </p>
          {saved && (
            <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-800">
              {t('artistPortal.shopSaved')}
            </p>
          )}
          <Form method="post" encType="multipart/form-data" className="mt-6 grid max-w-3xl gap-5">
            {problem && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                {problem}
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <fieldset className="grid gap-2">
                <legend className="font-medium">{t('artistPortal.photo')}</legend>
                <Picture src={shop.media?.url.small} alt={name} />
                <label className="block text-sm">
                  {t('artistPortal.newPhoto')}
                  <input type="file" name="photo" accept="image/*" className={input} />
                </label>
                {shop.media && (
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="removePhoto" />
                    {t('artistPortal.removePhoto')}
                  </label>
                )}
              </fieldset>
              <fieldset className="grid gap-2">
                <legend className="font-medium">{t('artistPortal.background')}</legend>
                <Picture src={shop.background?.url.medium} alt="" />
                <label className="block text-sm">
                  {t('artistPortal.newBackground')}
                  <input type="file" name="background" accept="image/*" className={input} />
                </label>
                {shop.background && (
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="removeBackground" />
                    {t('artistPortal.removeBackground')}
                  </label>
                )}
              </fieldset>
            </div>
            <label className="block">
              <span className="font-medium">{t('artistPortal.subdomain')}</span>
              <input
                name="subdomain"
                required
                maxLength={63}
                pattern="[A-Za-z0-9\-]{1,63}"
                defaultValue={shop.subdomain}
                dir="ltr"
                autoComplete="off"
                aria-describedby="shop-subdomain-hint"
                className={input}
              />
              <span id="shop-subdomain-hint" className="text-sm text-neutral-700">
                {t('artistPortal.subdomainHint', { example: 'noor-art' })}
              </span>
            </label>
            <div className="grid gap-4 sm:grid-cols-2">
              <label className="block">
                <span className="font-medium">{t('artistPortal.jobAr')}</span>
                <input
                  name="jobAr"
                  maxLength={120}
                  defaultValue={shop.jobAr}
                  dir="rtl"
                  lang="ar"
                  className={input}
                />
              </label>
              <label className="block">
                <span className="font-medium">{t('artistPortal.jobEn')}</span>
                <input
                  name="jobEn"
                  maxLength={120}
                  defaultValue={shop.jobEn}
                  dir="ltr"
                  lang="en"
                  className={input}
                />
              </label>
              <label className="block">
                <span className="font-medium">{t('artistPortal.bioAr')}</span>
                <textarea
                  name="myselfAr"
                  maxLength={2000}
                  rows={4}
                  defaultValue={shop.myselfAr}
                  dir="rtl"
                  lang="ar"
                  className={input}
                />
              </label>
              <label className="block">
                <span className="font-medium">{t('artistPortal.bioEn')}</span>
                <textarea
                  name="myselfEn"
                  maxLength={2000}
                  rows={4}
                  defaultValue={shop.myselfEn}
                  dir="ltr"
                  lang="en"
                  className={input}
                />
              </label>
            </div>
            <button
              type="submit"
              disabled={busy}
              className="justify-self-start rounded-md bg-neutral-900 px-5 py-2.5 font-bold text-white disabled:opacity-60"
            >
              {t('artistPortal.save')}
            </button>
          </Form>
        </>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
