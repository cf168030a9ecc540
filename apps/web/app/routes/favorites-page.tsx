import { favorites } from '@seed/contract/favorites';
import { FAVORITE_KINDS, type FavoriteKind } from '@seed/domain/favorite';
import { PAGE_SIZES } from '@seed/domain/paging';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { toArtistCardPage } from '../features/catalog/artist-cards.server';
import { ArtistGrid } from '../features/catalog/artist-grid';
import { toArtworkCardPage } from '../features/catalog/artwork-cards.server';
import { ArtworkGrid } from '../features/catalog/artwork-grid';
import { Pager } from '../features/catalog/pager';
import { pageFromUrl, pagingQuery } from '../features/catalog/paging';
import { toProductCardPage } from '../features/catalog/product-cards.server';
import { ProductGrid } from '../features/catalog/product-grid';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/favorites-page';

const KIND_PARAM = 'type';
// Products first: they are what most shoppers save.
const TABS: readonly FavoriteKind[] = ['product', 'artist', 'artwork'];

function kindFromUrl(url: URL): FavoriteKind {
  const raw = url.searchParams.get(KIND_PARAM);
  return FAVORITE_KINDS.find((kind) => kind === raw) ?? 'product';
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const kind = kindFromUrl(url);
  const page = pageFromUrl(url);
  const api = createApiClient(request, context, locale);
  // Spec §7: 12 per page, offset (page - 1) × 12.
  const query = pagingQuery(page, PAGE_SIZES.favorites);
  await requireSignedIn(request, context);
  if (kind === 'artist') {
    const list = await api.call(favorites.artist.list, { query });
    return { kind, page, ...toArtistCardPage(list, locale) };
  }
  if (kind === 'artwork') {
    const list = await api.call(favorites.artwork.list, { query });
    return { kind, page, ...toArtworkCardPage(list, locale) };
  }
  const list = await api.call(favorites.product.list, { query });
  return { kind, page, ...toProductCardPage(list, locale) };
}

export default function FavoritesPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { kind, page, hasMore } = loaderData;
  const title = t('favorites.title');
  const empty =
    ('products' in loaderData && loaderData.products.length === 0) ||
    ('artists' in loaderData && loaderData.artists.length === 0) ||
    ('artworks' in loaderData && loaderData.artworks.length === 0);
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <PageMeta title={title} description={t('favorites.description')} />
      <h1 className="text-3xl font-bold">{title}</h1>
      <nav aria-label={t('favorites.kinds')} className="mt-6 border-b border-neutral-200">
        <ul className="flex gap-2">
          {TABS.map((option) => (
            <li key={option}>
              <Link
                to={`/${params.lang}/favorites?${KIND_PARAM}=${option}`}
                aria-current={option === kind ? 'page' : undefined}
                className="-mb-px inline-block border-b-2 border-transparent px-4 py-2 font-medium aria-[current=page]:border-neutral-900 aria-[current=page]:font-bold"
              >
                {t(`favorites.kind.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        {empty ? (
          <p className="text-neutral-700">{t(`favorites.none.${kind}`)}</p>
        ) : 'products' in loaderData ? (
          <ProductGrid products={loaderData.products} eagerImages={2} title={t(`favorites.kind.${kind}`)} />
        ) : 'artists' in loaderData ? (
          <ArtistGrid artists={loaderData.artists} label={t(`favorites.kind.${kind}`)} />
        ) : (
          <ArtworkGrid artworks={loaderData.artworks} eagerImages={2} label={t(`favorites.kind.${kind}`)} />
        )}
      </div>
      <Pager page={page} hasMore={hasMore} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
