// Module boundaries, checked by `npm run lint:boundaries` (scripts/lint-boundaries.mjs, decision 0031).
// The exception lists below are a ratchet: they record what was already there when the rule came, and may
// only shrink. A new entry needs the lead's agreement and a reason beside it.

const MODULES = '^apps/api/src/modules/';
const FEATURES = '^apps/web/app/features/';
// Tests and the helpers only tests use arrange data directly and drive several modules: not bound here.
const TEST_SUPPORT =
  '(\\.test\\.tsx?|fixtures\\.ts|test-api\\.ts|test-kit\\.ts|test-client\\.ts|test-app\\.ts|stand-in\\.ts)$';

/** Tables (packages/db/src/schema/<file>.ts) → the one API module that reads and writes them. */
const TABLE_OWNERS = {
  addresses: 'addresses',
  artists: 'artists',
  artworks: 'artworks',
  auth: 'auth',
  bundles: 'bundles',
  carts: 'cart',
  collections: 'collections',
  'design-requests': 'design-requests',
  earnings: 'earnings',
  embroidery: 'embroidery',
  favorites: 'favorites',
  inventory: 'inventory',
  marketing: 'marketing',
  media: 'media',
  orders: 'orders',
  payments: 'payments',
  production: 'production',
  products: 'products',
  refunds: 'refunds',
  returns: 'returns',
  reviews: 'reviews',
  'search-history': 'search',
  'search-words': 'search',
  shipping: 'delivery',
  staff: 'staff',
  taxonomy: 'categories',
  templates: 'templates',
  users: 'users',
  views: 'views',
  wallet: 'wallet',
};

/** Ratchet: tables → the other modules that still use them directly, and why. */
const FOREIGN_TABLES = {
  // artist_requests lives in schema/artists.ts; users/service.ts reads an account's artist
  artists: ['artist-requests', 'users'],
  artworks: ['topics'], // topics/service.ts counts each topic's artworks
  inventory: [
    'orders', // orders/service.ts: an order line's colour and size
    'studio', // studio/design-art.ts: the garment colours of a design
  ],
  marketing: ['pages'], // pages/service.ts: the information pages
  // Every module that stores a file writes its media row; a media service for it is still to come.
  media: [
    'artists',
    'artworks',
    'bundles',
    'categories',
    'collections',
    'design-requests',
    'embroidery',
    'inventory',
    'marketing',
    'orders',
    'products',
    'reviews',
    'studio',
    'templates',
    'topics',
    'users',
  ],
  orders: [
    'checkout', // checkout/expire-unpaid.ts: the expiry scan joins orders to their open payments
    'payments', // payments/service.ts: the refund-due list shows each payment's order status
  ],
  payments: ['checkout'], // checkout/expire-unpaid.ts: the same expiry scan
  shipping: ['checkout'], // checkout/offers.ts: free-shipping thresholds and zones, priced in the cart
  taxonomy: ['products'], // products/service.ts: the subcategory filter joins the category links
  // cart and orders lock the user row around a checkout; auth, design-requests and artist-requests read
  // accounts for sign-in and for staff
  users: ['artist-requests', 'auth', 'cart', 'design-requests', 'orders'],
  wallet: [
    'checkout', // vouchers (schema/wallet.ts) are checked and used by checkout
    'users', // the profile's wallet balance
  ],
};

/**
 * Ratchet: the files of each API module that other modules import (its public surface today). A module
 * reaches another only through these; to tighten, move callers onto fewer files and drop names here.
 */
const MODULE_SURFACE = {
  addresses: ['present', 'service'],
  // artist-of, margin: the earnings portal routes act on the caller's artist and their artworks' margins
  'artist-portal': ['artist-of', 'margin'],
  // shop: the moderation desk writes to an artist, the artist portal edits the artist's shop (issue 22)
  artists: ['accounts', 'present', 'service', 'shop'],
  // figures: narrow counts for the back office home (modules/reports), in each module that owns the rows.
  'artist-requests': ['figures'],
  // print-originals: production prints an order's artwork even once it is no longer listed
  // artist-edits, moderation: the artist portal edits an artwork and shows the moderators' decisions (issue 22)
  // artwork-margin: an artwork's margin, for the earnings portal (issue 22)
  artworks: [
    'artist-artworks',
    'artist-edits',
    'artwork-margin',
    'figures',
    'moderation',
    'present',
    'print-originals',
    'service',
  ],
  // sign-in-code: the customers desk mails a customer a sign-in code as signing in by code does
  auth: ['identities', 'service', 'sessions', 'sign-in-code'],
  bundles: ['cart-bundles', 'designs'],
  cart: ['checkout-cart', 'service', 'voucher-use'],
  categories: ['service'],
  // The paid, delivered, refund and cancel events write the artists' earnings ledger (issue 22).
  earnings: ['ledger', 'settings'],
  collections: ['service'],
  // The customers desk lists a customer's design requests (issue 20).
  'design-requests': ['figures', 'service'],
  embroidery: ['service'],
  favorites: ['service'],
  // print-items: production's techniques and print areas of blank items, active or not
  inventory: [
    'blank-item-join',
    'garment-canvas',
    'present',
    'print-items',
    'print-targets',
    'service',
    'stock',
  ],
  locations: ['service'],
  mail: ['mailer', 'otp-mail'],
  media: ['pdf-files', 'service'],
  // production-lines: the production queue's read of paid orders' lines
  orders: [
    'artist-lines',
    'figures',
    'paid',
    'place-order',
    'present',
    'product-revenue',
    'production-lines',
    'records',
    'release',
    'service',
  ],
  payments: ['service'],
  // print-renders: the paying transaction records the print files production renders on the job queue
  production: ['print-renders'],
  // The refund of a return's lines is made by the return's decision, in its transaction.
  refunds: ['ledger', 'read', 'service'],
  products: [
    'artist-products',
    'artist-shares',
    'cart-products',
    'colour-photos',
    'owned-products',
    'present',
    'print-sources', // production: what an ordered product's print file is made from
    'proposal-products',
    'purchases',
    'service',
  ],
  // Every staff change writes its audit row in its own transaction (decision 0033).
  // service: the stock desk's routes mail low-stock alerts to the staff who keep the stock.
  staff: ['audit', 'service'],
  studio: ['create-product', 'fonts'],
  // admin-templates: the bundles desk offers the templates and categories an item may take (issue 21)
  templates: ['admin-templates', 'present', 'render', 'service', 'template-images'],
  users: ['service'],
  views: ['service'],
  wallet: ['service'],
};

/** Ratchet: web feature → the files of other features it may import. */
const FEATURE_IMPORTS = {
  // Back-office pages write dates as the shopper's order page does (on the server, in UTC).
  admin: { auth: ['require-signed-in.server'], orders: ['format-date'] },
  'artist-portal': { auth: ['auth-api.server', 'require-signed-in.server'] },
  auth: { cart: ['guest-cart.server'] },
  bundles: {
    cart: ['guest-cart.server'],
    catalog: ['catalog-id.server', 'image-sources', 'responsive-image'],
    studio: ['studio-client'],
  },
  catalog: { cart: ['add-to-cart-form'], favorites: ['favorite-state'] },
  checkout: { addresses: ['address-schema.server'], orders: ['format-date'] },
  'design-requests': { catalog: ['image-sources'], studio: ['studio-item.server'] },
  orders: { auth: ['require-signed-in.server'] },
  profile: { addresses: ['address-schema.server'] },
  studio: { catalog: ['catalog-id.server'] },
};

const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Non-capturing, so that `$1` in a rule still names the importing module or feature.
const anyOf = (names) => `(?:${names.map(literal).join('|')})`;

const tableRules = Object.entries(TABLE_OWNERS).map(([file, owner]) => ({
  name: `api-tables-${file}`,
  comment: `Only ${owner} reads or writes the tables of @seed/db/schema/${file}; call its service instead.`,
  severity: 'error',
  from: {
    path: `${MODULES}(?!${anyOf([owner, ...(FOREIGN_TABLES[file] ?? [])])}/)[^/]+/`,
    pathNot: TEST_SUPPORT,
  },
  to: { path: `^packages/db/src/schema/${literal(file)}\\.ts$` },
}));

const surfaceRule = {
  name: 'api-module-internals',
  comment: "An API module imports another module's files only through its public surface (MODULE_SURFACE).",
  severity: 'error',
  from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_SUPPORT },
  to: {
    path: MODULES,
    pathNot: [
      `${MODULES}$1/`,
      ...Object.entries(MODULE_SURFACE).map(
        ([name, files]) => `${MODULES}${literal(name)}/${anyOf(files)}\\.ts$`,
      ),
    ],
  },
};

const featureRules = [
  {
    name: 'web-storefront-without-admin',
    comment:
      'Only the back office (admin-routes.ts, routes/admin-*, routes/layouts/admin-layout) imports its code, so no storefront page loads it.',
    severity: 'error',
    from: {
      path: '^apps/web/app/',
      pathNot: [
        '^apps/web/app/admin-routes\\.ts$',
        '^apps/web/app/routes/(admin-[^/]+|layouts/admin-layout\\.tsx)$',
        '^apps/web/app/routes/\\+types/',
        `${FEATURES}admin/`,
        TEST_SUPPORT,
      ],
    },
    to: { path: `${FEATURES}admin/` },
  },
  {
    name: 'web-feature-isolated',
    comment: 'A web feature with no entry in FEATURE_IMPORTS imports no other feature.',
    severity: 'error',
    from: { path: `${FEATURES}(?!${anyOf(Object.keys(FEATURE_IMPORTS))}/)([^/]+)/`, pathNot: TEST_SUPPORT },
    to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
  },
  ...Object.entries(FEATURE_IMPORTS).map(([feature, allowed]) => ({
    name: `web-feature-${feature}`,
    comment: `The web feature ${feature} imports other features only through FEATURE_IMPORTS.`,
    severity: 'error',
    from: { path: `${FEATURES}${literal(feature)}/`, pathNot: TEST_SUPPORT },
    to: {
      path: FEATURES,
      pathNot: [
        `${FEATURES}${literal(feature)}/`,
        ...Object.entries(allowed).map(
          ([other, files]) => `${FEATURES}${literal(other)}/${anyOf(files)}\\.tsx?$`,
        ),
      ],
    },
  })),
];

module.exports = {
  forbidden: [
    ...tableRules,
    surfaceRule,
    ...featureRules,
    {
      name: 'contract-dependencies',
      comment: 'packages/contract is shared by the API, the web and future apps: only @seed/domain and zod.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { pathNot: ['^packages/(contract|domain)/src/', '^node_modules/zod/'] },
    },
    {
      name: 'web-server-code',
      comment:
        'The web talks to the API over its contract, never to its code, the database or the media store.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^apps/api/', '^packages/(db|media)/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.react-router/', '/build/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
