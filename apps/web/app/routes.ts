import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { adminRoutes } from './admin-routes';
import { INFO_PAGE_SLUGS } from './features/info-pages/slugs';

// The product pages of spec §2 live under /products and again under /shop/products; each copy needs
// ids of its own. Static segments win over `:id`, so `categories` is never read as a product id.
const productPages = (idPrefix: string) => [
  route('products', 'routes/products-list.tsx', { id: `${idPrefix}products` }),
  route('products/categories', 'routes/categories-index.tsx', { id: `${idPrefix}categories` }),
  route('products/categories/:id', 'routes/categories-category.tsx', { id: `${idPrefix}category` }),
  route('products/categories/:id/:subId', 'routes/categories-subcategory.tsx', {
    id: `${idPrefix}subcategory`,
  }),
  route('products/:id', 'routes/product-detail.tsx', { id: `${idPrefix}product` }),
];

// Every page lives under its language; the splat catches unknown paths so they get the 404 page in the
// right language, and unprefixed paths reach the layout, which redirects them to a language. The
// layouts of spec §2 are layout routes: default, shop (inside default), empty, customization and
// artist-portal.
export default [
  index('routes/locale-redirect.tsx'),
  route('build-id', 'routes/build-id.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route(':lang', 'routes/locale-layout.tsx', [
    route('currency', 'routes/currency.ts'),
    route('cart/data', 'routes/cart-data.ts'),
    route('cart/add', 'routes/cart-add.ts'),
    route('shop/search/suggestions', 'routes/shop-search-suggestions.ts'),
    route('shop/search/save', 'routes/shop-search-save.ts'),
    route('products/:id/image', 'routes/product-image.ts'),
    route('favorites/state', 'routes/favorites-state.ts'),
    route('favorites/toggle', 'routes/favorites-toggle.ts'),
    route('profile/photo', 'routes/profile-photo.ts'),
    route('profile/addresses/country/:code', 'routes/address-country.ts'),
    layout('routes/layouts/default-layout.tsx', [
      index('routes/home.tsx'),
      route('shop', 'routes/layouts/shop-layout.tsx', [
        index('routes/shop-index.tsx'),
        route('artists', 'routes/shop-artists.tsx'),
        route('artists/:id', 'routes/shop-artist.tsx'),
        route('artworks', 'routes/shop-artworks.tsx'),
        route('artworks/:id', 'routes/shop-artwork.tsx'),
        ...productPages('shop-'),
        route('search', 'routes/shop-search.tsx'),
      ]),
      ...productPages(''),
      route('cart', 'routes/cart-page.tsx'),
      route('checkout', 'routes/checkout-page.tsx'),
      route('thank-you/:id', 'routes/thank-you-page.tsx'),
      route('payment-error', 'routes/payment-error-page.tsx'),
      route('orders/:id', 'routes/order-page.tsx'),
      route('redeem', 'routes/redeem-page.tsx'),
      route('customize', 'routes/customize-index.tsx'),
      route('collection', 'routes/collection-index.tsx'),
      route('collection/:id', 'routes/collection-detail.tsx'),
      route('favorites', 'routes/favorites-page.tsx'),
      route('profile', 'routes/profile-page.tsx'),
      route('profile/addresses/create', 'routes/address-create.tsx'),
      route('profile/addresses/:id', 'routes/address-edit.tsx'),
      route('delete-account', 'routes/delete-account-page.tsx'),
      route('design-requests', 'routes/design-requests-list.tsx'),
      route('design-requests/new', 'routes/design-requests-new.tsx'),
      route('design-requests/:id', 'routes/design-request-detail.tsx'),
      route('design-requests/:id/edit', 'routes/design-request-edit.tsx'),
      route('artist-request', 'routes/artist-request-page.tsx'),
      // The slugs keep their case (`ServiceAgreement`), so `/serviceagreement` is a 404 like any typo.
      ...INFO_PAGE_SLUGS.map((slug) =>
        route(slug, 'routes/info-page.tsx', { id: `info-${slug}`, caseSensitive: true }),
      ),
      route('*', 'routes/not-found.tsx'),
    ]),
    // Sign-in (spec §2): the session check and logout are resource routes; `auth/*` is /auth/{socialId}.
    route('auth/session', 'routes/auth-session.ts'),
    route('auth/logout', 'routes/auth-logout.ts'),
    route('auth', 'routes/layouts/empty-layout.tsx', [
      index('routes/auth-sign-in.tsx'),
      route('sign-up', 'routes/auth-sign-up.tsx'),
      route('verify', 'routes/auth-verify.tsx'),
      route('*', 'routes/auth-social.tsx'),
    ]),
    route('studio/upload', 'routes/studio-upload.ts'),
    route('studio/background', 'routes/studio-background.ts'),
    route('studio/gifs', 'routes/studio-gifs.ts'),
    // The bundle customisation and the studio each answer at two addresses of spec §2 (one module, two ids).
    layout('routes/layouts/customization-layout.tsx', [
      route('bundles', 'routes/bundles-index.tsx'),
      route('bundles/:id', 'routes/bundle-detail.tsx'),
      route('bundles/:id/customize', 'routes/bundle-customize.tsx', { id: 'bundle-customize' }),
      route('customization/bundle/:id/customization-type/bundle', 'routes/bundle-customize.tsx', {
        id: 'bundle-customize-alias',
      }),
      route('products/:id/customize', 'routes/studio.tsx', { id: 'studio' }),
      route('customization/product/:id/customization-type/normal/fast-customization', 'routes/studio.tsx', {
        id: 'studio-alias',
      }),
    ]),
    route('artist-portal', 'routes/layouts/artist-portal-layout.tsx', [
      index('routes/artist-portal-dashboard.tsx'),
      route('artworks', 'routes/artist-portal-artworks.tsx'),
      route('artworks/new', 'routes/artist-portal-upload.tsx'),
      route('products', 'routes/artist-portal-products.tsx'),
      route('artworks/:id/edit', 'routes/artist-portal-artwork-edit.tsx'),
      route('shop', 'routes/artist-portal-shop.tsx'),
      route('earnings', 'routes/artist-portal-earnings.tsx'),
    ]),
    // Outside the portal's frame: a CSV, and a statement to print.
    route('artist-portal/earnings.csv', 'routes/artist-portal-earnings-csv.ts'),
    route('artist-portal/statement/:id', 'routes/artist-portal-statement.tsx'),
    ...adminRoutes,
  ]),
] satisfies RouteConfig;
