// A stand-in for `react-router build`'s server output, for the page cache's tests (page-cache.test.ts): real
// React Router request handling over the real API, with pages small enough to read. Each page shows what
// the real ones vary by (language, currency, the API's data) and carries a nonced inline script and style.
import type { WebLoadContext } from '@seed/web/load-context';
import type { EntryContext, LoaderFunction, LoaderFunctionArgs, ServerBuild } from 'react-router';

type Product = { nameEn: string; price: { amount: number; currency: string } };

const cookie = (request: Request, name: string) =>
  (request.headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];

async function apiJson<T>(context: WebLoadContext, path: string, lang: string): Promise<T> {
  const response = await context.apiFetch(path, { headers: { 'accept-language': lang } });
  if (!response.ok) throw new Response(null, { status: response.status });
  return (await response.json()) as T;
}

// The shared product page: its name and price in the visitor's currency, as the real page shows them.
async function productLoader({ params, request, context }: LoaderFunctionArgs) {
  const currency = cookie(request, 'currency') ?? 'KWD';
  const product = await apiJson<Product>(
    context as WebLoadContext,
    `/products/${params.id}?currency=${currency}`,
    String(params.lang),
  );
  // The real layout remembers the page's language (locale-layout.tsx).
  const headers = new Headers();
  if (cookie(request, 'locale') !== params.lang) headers.set('set-cookie', `locale=${params.lang}; Path=/`);
  return Response.json(
    { text: `${product.nameEn} ${product.price.amount} ${product.price.currency}` },
    { headers },
  );
}

// A page rendered per visitor (the cart): it shows the visitor's own cookie.
function cartLoader({ request }: LoaderFunctionArgs) {
  return { text: `cart ${cookie(request, 'guestCart') ?? 'empty'}` };
}

function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  loadContext: WebLoadContext,
) {
  const data = Object.values(context.staticHandlerContext.loaderData ?? {}) as { text?: string }[];
  const text = data.map((one) => one?.text ?? '').join(' ');
  const lang = new URL(request.url).pathname.split('/')[1];
  const nonce = loadContext.cspNonce;
  headers.set('content-type', 'text/html; charset=utf-8');
  const html = `<!doctype html><html lang="${lang}"><head><style nonce="${nonce}">p{color:teal}</style></head><body><p>${text}</p><script nonce="${nonce}">window.page=${JSON.stringify(text)}</script><script type="module" src="/assets/entry.js"></script></body></html>`;
  return new Response(html, { status, headers });
}

const route = (id: string, path: string, loader?: LoaderFunction) => ({
  id,
  parentId: id === 'root' ? undefined : 'root',
  path,
  index: undefined,
  caseSensitive: undefined,
  module: { default: () => null, loader },
});

export const entry: ServerBuild['entry'] = { module: { default: handleRequest as never } };
const ROUTES = [
  route('root', ''),
  route('product', ':lang/products/:id', productLoader),
  route('cart', ':lang/cart', cartLoader),
];
export const routes: ServerBuild['routes'] = Object.fromEntries(ROUTES.map((one) => [one.id, one]));
export const assets: ServerBuild['assets'] = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: Object.fromEntries(
    ROUTES.map((one) => [
      one.id,
      {
        id: one.id,
        parentId: one.parentId,
        path: one.path,
        module: `/assets/${one.id}.js`,
        hasAction: false,
        hasLoader: Boolean(one.module.loader),
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      },
    ]),
  ),
  url: '/assets/manifest.js',
  version: 'test',
};
export const publicPath = '/';
export const assetsBuildDirectory = 'build/client';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender: string[] = [];
export const routeDiscovery = { mode: 'initial', manifestPath: '/__manifest' };
