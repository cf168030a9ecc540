import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { INFO_PAGE_SLUGS } from './features/info-pages/slugs';

// Pages of later issues show a translated placeholder; each use of the module needs its own id.
const placeholder = (path: string, id: string) => route(path, 'routes/placeholder.tsx', { id });

// Every page lives under its language; the splat catches unknown paths so they get the 404 page in the
// right language, and unprefixed paths reach the layout, which redirects them to a language. The
// layouts of spec §2 are layout routes: default, shop (inside default), empty, customization and
// artist-portal.
export default [
  index('routes/locale-redirect.tsx'),
  route('build-id', 'routes/build-id.ts'),
  route(':lang', 'routes/locale-layout.tsx', [
    route('currency', 'routes/currency.ts'),
    layout('routes/layouts/default-layout.tsx', [
      index('routes/home.tsx'),
      route('shop', 'routes/layouts/shop-layout.tsx', [
        index('routes/placeholder.tsx', { id: 'shop' }),
        placeholder('artists', 'shop-artists'),
        placeholder('artworks', 'shop-artworks'),
        placeholder('products', 'shop-products'),
        route('search', 'routes/shop-search.tsx'),
      ]),
      placeholder('products', 'products'),
      placeholder('collection', 'collection'),
      placeholder('favorites', 'favorites'),
      // The slugs keep their case (`ServiceAgreement`), so `/serviceagreement` is a 404 like any typo.
      ...INFO_PAGE_SLUGS.map((slug) =>
        route(slug, 'routes/info-page.tsx', { id: `info-${slug}`, caseSensitive: true }),
      ),
      route('*', 'routes/not-found.tsx'),
    ]),
    route('auth', 'routes/layouts/empty-layout.tsx', [index('routes/placeholder.tsx', { id: 'auth' })]),
    layout('routes/layouts/customization-layout.tsx', [
      placeholder('products/:id/customize', 'customize-product'),
    ]),
    route('artist-portal', 'routes/layouts/artist-portal-layout.tsx', [
      index('routes/placeholder.tsx', { id: 'artist-portal' }),
      placeholder('artworks', 'artist-portal-artworks'),
      placeholder('products', 'artist-portal-products'),
    ]),
  ]),
] satisfies RouteConfig;
