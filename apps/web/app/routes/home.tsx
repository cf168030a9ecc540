import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { redirectToArtistShop } from '../features/artist-portal/artist-host.server';
import { loadBundleCards } from '../features/bundles/bundle-api.server';
import { HomeBundles } from '../features/bundles/bundle-card';
import { loadHome } from '../features/catalog/home.server';
import { HomeArtists } from '../features/catalog/home-artists';
import { HomeArtworks } from '../features/catalog/home-artworks';
import { HomeBanners } from '../features/catalog/home-banners';
import { HomeCarousel } from '../features/catalog/home-carousel';
import { HomeCategories } from '../features/catalog/home-categories';
import { HomeReviews } from '../features/catalog/home-reviews';
import { HomeTopics } from '../features/catalog/home-topics';
import { HomeTrending } from '../features/catalog/home-trending';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/home';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await redirectToArtistShop(request, context, locale);
  const api = createApiClient(request, context, locale);
  // A side section: if the bundles cannot be had, the page goes on without them.
  const [home, bundles] = await Promise.all([
    loadHome(api, locale, context.reportError),
    loadBundleCards(api, locale).catch((error: unknown) => {
      context.reportError(error);
      return [];
    }),
  ]);
  return { ...home, bundles };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { carousel, banners, categories, trending, bundles, artists, artworks, topics, reviews } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <PageMeta
        title={t('store.tagline')}
        description={t('home.description')}
        image={carousel[0]?.image.large ?? carousel[0]?.image.small}
      />
      <h1 className="text-2xl font-bold">{t('store.tagline')}</h1>
      <HomeCarousel slides={carousel} />
      <HomeBanners banners={banners} />
      <HomeCategories categories={categories} />
      <HomeTrending products={trending} />
      <HomeBundles bundles={bundles} />
      <HomeArtists artists={artists} />
      <HomeArtworks artworks={artworks} />
      <HomeTopics topics={topics} />
      <HomeReviews reviews={reviews} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
