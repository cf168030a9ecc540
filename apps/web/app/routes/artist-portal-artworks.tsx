import { artistPortal } from '@seed/contract/artist-portal';
import { PAGE_SIZES } from '@seed/domain/paging';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { ArtworkReviewNote } from '../features/artist-portal/artwork-review-note';
import { NoArtistProfile } from '../features/artist-portal/no-artist-profile';
import { isNoArtistProfile } from '../features/artist-portal/no-profile.server';
import { PortalItem } from '../features/artist-portal/portal-item';
import { requireArtist } from '../features/artist-portal/require-artist.server';
import { toggleActive } from '../features/artist-portal/toggle-action.server';
import { Pager } from '../features/catalog/pager';
import { pageFromUrl, pagingQuery } from '../features/catalog/paging';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/artist-portal-artworks';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  const api = createApiClient(request, context, locale);
  const published = url.searchParams.get('published') === '1';
  try {
    const list = await api.call(artistPortal.artworks, {
      query: pagingQuery(page, PAGE_SIZES.artistArtworks),
    });
    return { ...list, page, published, hasProfile: true };
  } catch (error) {
    if (isNoArtistProfile(error)) return { artworks: [], hasMore: false, page, published, hasProfile: false };
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  return toggleActive(createApiClient(request, context, locale), 'artworks', await request.formData());
}

export default function ArtistPortalArtworks({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = params.lang === 'en' ? 'en' : 'ar';
  const { artworks, hasMore, page, published, hasProfile } = loaderData;
  return (
    <main className="px-4 py-6">
      <PageMeta title={t('artistPortal.artworksTitle')} description={t('artistPortal.description')} />
      <meta name="robots" content="noindex" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('artistPortal.artworksTitle')}</h1>
        {hasProfile && (
          <Link
            to={`/${lang}/artist-portal/artworks/new`}
            className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-bold text-white"
          >
            {t('artistPortal.upload')}
          </Link>
        )}
      </div>
      {published && (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-800">
          {t('artistPortal.published')}
        </p>
      )}
      {!hasProfile ? (
        <NoArtistProfile />
      ) : artworks.length === 0 ? (
        <p className="mt-6 text-neutral-700">{t('artistPortal.noArtworks')}</p>
      ) : (
        <ul className="mt-4">
          {artworks.map((artwork) => {
            const title = lang === 'ar' ? artwork.titleAr : artwork.title;
            return (
              <PortalItem
                key={artwork.id}
                id={artwork.id}
                name={title}
                image={artwork.media?.url.small ?? null}
                isActive={artwork.isActive}
              >
                <ArtworkReviewNote review={artwork.review} decision={artwork.decision} />
                <Link
                  to={`/${lang}/artist-portal/artworks/${artwork.id}/edit`}
                  className="underline"
                  aria-label={t('artistPortal.editOf', { name: title })}
                >
                  {t('artistPortal.edit')}
                </Link>
                {' · '}
                <Link
                  to={`/${lang}/artist-portal/products?artworkId=${artwork.id}`}
                  className="underline"
                  aria-label={t('artistPortal.productsOf', { name: title })}
                >
                  {t('artistPortal.itsProducts')}
                </Link>
              </PortalItem>
            );
          })}
        </ul>
      )}
      {hasProfile && <Pager page={page} hasMore={hasMore} />}
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
