import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApi, type TestApi } from './test/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Spec §7, call by call, with the query parameters it names (sample values). Body fields are the modules'
// own tests; here only the query matters: a client written to the spec must never be refused for a key.
const SPEC_CALLS: [Method, string, Record<string, string>?][] = [
  // Address and delivery
  ['GET', 'users/get/me'],
  ['GET', 'users/delivery/address/1'],
  ['PUT', 'users/delivery/address/1'],
  ['POST', 'users/delivery/address'],
  ['GET', 'users/delivery/prices', { weight: '500', subtotal: '12000', deliveryAddressId: '1' }],
  ['GET', 'users/freeShipping/config'],
  ['GET', 'aramex/locations/countries'],
  ['GET', 'aramex/locations/countries/KW/config'],
  ['GET', 'aramex/locations/countries/KW/cities'],
  ['GET', 'aramex/locations/countries/KW/states'],
  // Artist portal
  ['GET', 'artist/portal/dashboard'],
  [
    'GET',
    'artist/portal/products',
    { artworkId: '1', excludeProductsId: '2', limit: '12', offset: '0', search: 'falcon' },
  ],
  ['GET', 'artist/portal/artworks', { limit: '12', offset: '0' }],
  ['PATCH', 'artist/portal/products/1'],
  ['PATCH', 'artist/portal/artworks/1'],
  // Artists
  ['GET', 'users/all/artist', { limit: '12', offset: '0', search: 'noor' }],
  ['GET', 'featured/artist', { limit: '30' }],
  ['GET', 'users/artist/1'],
  ['GET', 'products/artist/1', { limit: '12', offset: '0', subcategoryId: '1' }],
  ['GET', 'users/artist/artworks/1'],
  ['PUT', 'users/became-artist'],
  ['GET', 'users/subdomain/noor'],
  // Artworks
  ['GET', 'artwork', { search: 'falcon', limit: '100', offset: '0' }],
  ['GET', 'artwork/1'],
  ['GET', 'search/artwork/autocomplete'],
  ['GET', 'featured/artwork', { frontPage: 'true', search: 'falcon', limit: '12', offset: '0' }],
  // Auth and profile
  ['POST', 'auth/generate-otp'],
  ['POST', 'auth/sign-in'],
  ['POST', 'auth/signin-or-signup'],
  ['POST', 'auth/sign-up'],
  ['POST', 'auth/generate-otp-or-signup'],
  ['POST', 'users/continue-registration'],
  ['GET', 'auth/google/cb', { code: 'c', state: 's' }],
  ['POST', 'media/upload'],
  ['PUT', 'users/profile/edit'],
  ['DELETE', 'users'],
  // Bundles
  ['GET', 'bundling/1'],
  ['GET', 'bundling', { limit: '12', offset: '0' }],
  // Cart
  ['GET', 'carts/my/bag'],
  ['POST', 'carts/products/to/guest_bag_items'],
  ['POST', 'carts/product/to/bag'],
  ['POST', 'carts/multi/products/to/bag'],
  ['POST', 'carts/product/multi/to/bag'],
  ['PUT', 'carts/edit/one/bag'],
  ['DELETE', 'carts/product/by/1'],
  ['DELETE', 'carts/product/bundle/by/key'],
  ['GET', 'carts/promocode/check/WELCOME10'],
  ['GET', 'shared/discount-on-amount'],
  // Collections
  ['GET', 'collection/1'],
  ['GET', 'collection/1/products', { limit: '12', offset: '0', inventoryId: '1' }],
  ['GET', 'collection/1/products/filter'],
  // Design requests
  ['GET', 'design-requests'],
  ['GET', 'design-requests/active'],
  ['GET', 'design-requests/1'],
  ['POST', 'design-requests'],
  ['PUT', 'design-requests/1/edit'],
  ['POST', 'design-requests/1/accept'],
  ['POST', 'design-requests/upload-attachment'],
  ['POST', 'design-requests/1/add-to-cart'],
  // Favourites
  ...(['product', 'artist', 'artwork'] as const).flatMap(
    (type): [Method, string, Record<string, string>?][] => [
      ['GET', `favorite/${type}`, { limit: '12', offset: '12' }],
      ['GET', `favorite/${type}-ids`],
      ['POST', `favorite/${type}/1`],
      ['DELETE', `favorite/${type}/1`],
    ],
  ),
  // General
  ['GET', 'explore/categories/subcategories'],
  ['GET', 'explore/categories/subcategories', { id: '1', limit: '100' }],
  ['GET', 'explore/categories/subcategories/1', { limit: '100' }],
  ['GET', 'carousel'],
  ['GET', 'banner'],
  ['GET', 'giphy/search', { q: 'cat' }],
  ['GET', 'payments/currency', { ip: '94.128.0.1' }],
  ['GET', 'currency/client'],
  ['POST', 'shared/save/search'],
  ['GET', 'search/history'],
  // Gift card
  ['POST', 'gift-cards/redeem'],
  // Inventory
  ['GET', 'inventory', { limit: '10', offset: '0', comeFromAdmin: 'false', forDesignRequest: 'true' }],
  ['GET', 'inventory/category/1'],
  ['GET', 'inventory/1'],
  ['GET', 'colors', { type: 'TEXT' }],
  ['GET', 'embroidery-icons'],
  ['GET', 'inventory/by/print/type/customization', { printingType: 'DTG,EMBROIDERY' }],
  ['GET', 'inventory/get-all-inventories'],
  ['GET', 'inventory/get-all-by-product'],
  // Payments and orders
  ['GET', 'payments/methods/12.5/KWD', { deliveryId: 'standard' }],
  ['POST', 'payments/execute/order'],
  ['GET', 'users/my/orders'],
  ['GET', 'users/my/order/1'],
  // Products
  ['GET', 'products/trending', { limit: '7', offset: '0', frontPage: 'true' }],
  [
    'GET',
    'products/all',
    {
      search: 'falcon',
      limit: '12',
      offset: '0',
      topicId: '1',
      categoryToSubcategoryId: '1',
      artworkId: '1',
      excludeProductsId: '2',
      tagsIds: '1,2',
    },
  ],
  ['GET', 'products/1'],
  ['POST', 'products/v2/user/create'],
  ['GET', 'products/1/image'],
  ['GET', 'search/product/autocomplete'],
  ['GET', 'api/topics', { rankOrder: '1' }],
  // Reviews and templates
  ['GET', 'reviews'],
  ['GET', 'template/1/generateHtmlCode'],
  ['POST', 'media/remover-background'],
];

type Operation = { parameters?: { in: string; name: string }[] };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

function operationFor(document: OpenApiDocument, method: Method, url: string): Operation | undefined {
  const matches = Object.entries(document.paths).filter(([template]) =>
    new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url),
  );
  // A literal segment beats a parameter (/favorite/product-ids over /favorite/{type}/{id}), as in the router.
  matches.sort(([a], [b]) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  return matches.map(([, operations]) => operations[method.toLowerCase()]).find(Boolean);
}

const SPEC_CONTEXT = { deviceId: 'spec-device-1', currency: 'SAR' };

describe.each(testDatabaseKinds())('the calls of spec §7 on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let document: OpenApiDocument;
  beforeAll(async () => {
    // With the job queue, as the store runs: background removal is only offered on it.
    api = await createTestApi(kind, {}, { jobs: true });
    const [admin] = await api.db
      .insert(users)
      .values({ email: 'admin@example.com', role: 'ADMIN' })
      .returning({ id: users.id });
    token = await createSession(api.db, admin!.id);
    document = (await api.app.inject({ url: '/api/docs/json' })).json();
  });
  afterAll(async () => api?.close());

  it.each(SPEC_CALLS)(
    '%s %s documents the spec’s parameters, deviceId and currency',
    async (method, path, params) => {
      const operation = operationFor(document, method, `/api/${path}`);
      expect(operation, `${method} /api/${path} in the OpenAPI document`).toBeDefined();
      const declared = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(declared).toEqual(
        expect.arrayContaining([...Object.keys(params ?? {}), ...Object.keys(SPEC_CONTEXT)]),
      );
    },
  );

  // Signed in as an ADMIN, so routes that check the user before validating reach the validation too.
  it.each(SPEC_CALLS)(
    '%s %s takes the spec’s parameters, deviceId and currency',
    async (method, path, params) => {
      const query = new URLSearchParams({ ...params, ...SPEC_CONTEXT }).toString();
      const response = await api.app.inject({
        method,
        url: `/api/${path}?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const body = String(response.headers['content-type']).includes('json') ? response.json() : {};
      expect(response.statusCode, JSON.stringify(body)).not.toBe(500);
      if (response.statusCode === 400) expect(body.message).not.toMatch(/^querystring/);
      expect(body.message ?? '', 'the call is a route of the API').not.toMatch(/^Route .* not found$/);
    },
  );
});
