import { artistPortal } from '@seed/contract/artist-portal';
import { PAGE_SIZES } from '@seed/domain/paging';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { Price } from '../components/price';
import { NoArtistProfile } from '../features/artist-portal/no-artist-profile';
import { isNoArtistProfile } from '../features/artist-portal/no-profile.server';
import { PortalItem } from '../features/artist-portal/portal-item';
import { requireArtist } from '../features/artist-portal/require-artist.server';
import { toggleActive } from '../features/artist-portal/toggle-action.server';
import { Pager } from '../features/catalog/pager';
import { pageFromUrl, pagingQuery } from '../features/catalog/paging';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/artist-portal-products';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  const search = url.searchParams.get('q')?.trim() ?? '';
  const artworkId = url.searchParams.get('artworkId');
  const api = createApiClient(request, context, locale);
  try {
    const list = await api.call(artistPortal.products, {
      query: {
        ...pagingQuery(page, PAGE_SIZES.artistProducts),
        search: search || undefined,
        artworkId: artworkId && /^\d{1,10}$/.test(artworkId) ? artworkId : undefined,
      },
    });
    return { ...list, page, search, hasProfile: true };
  } catch (error) {
    if (isNoArtistProfile(error)) return { products: [], hasMore: false, page, search, hasProfile: false };
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  return toggleActive(createApiClient(request, context, locale), 'products', await request.formData());
}

export default function ArtistPortalProducts({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = params.lang === 'en' ? 'en' : 'ar';
  const { products, hasMore, page, search, hasProfile } = loaderData;
  return (
    <main className="px-4 py-6">
      <PageMeta title={t('artistPortal.productsTitle')} description={t('artistPortal.description')} />
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{t('artistPortal.productsTitle')}</h1>
      {!hasProfile ? (
        <NoArtistProfile />
      ) : (
        <>
          <Form method="get" role="search" className="mt-4 flex gap-2">
            <label htmlFor="portal-product-search" className="sr-only">
              {t('artistPortal.searchProducts')}
            </label>
            <input
              id="portal-product-search"
              type="search"
              name="q"
              defaultValue={search}
              placeholder={t('artistPortal.searchProducts')}
              className="w-full max-w-sm rounded-md border border-neutral-400 px-3 py-2"
            />
            <button type="submit" className="rounded-md bg-neutral-900 px-4 py-2 text-white">
              {t('artistPortal.search')}
            </button>
          </Form>
          {products.length === 0 ? (
            <p className="mt-6 text-neutral-700">{t('artistPortal.noProducts')}</p>
          ) : (
            <ul className="mt-4">
              {products.map((product) => (
                <PortalItem
                  key={product.id}
                  id={product.id}
                  name={lang === 'ar' ? product.nameAr : product.nameEn}
                  image={product.media?.url.small ?? null}
                  isActive={product.isActive}
                  state={product.state}
                >
                  <Price money={product.price} />
                </PortalItem>
              ))}
            </ul>
          )}
          <Pager page={page} hasMore={hasMore} />
        </>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
