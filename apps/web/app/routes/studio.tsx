import { CreateBodySchema, studio } from '@seed/contract/studio';
import { data, redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { designStorageKey } from '../features/studio/design-storage';
import { loadStudio } from '../features/studio/studio-item.server';
import { StudioPage } from '../features/studio/studio-page';
import { findStudioStart, loadStudioStart, startDesign } from '../features/studio/studio-start.server';
import type { CreateResult } from '../features/studio/studio-summary';
import { ApiError, createApiClient } from '../lib/api.server';
import { COOKIE, readCookie } from '../lib/cookies.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import { reasonText, refusalText } from '../lib/refusals.server';
import type { Route } from './+types/studio';

const DIGITS = /^\d{1,9}$/;
// The spec's /products/{id}/customize, as opposed to its alias, whose id is always a blank item.
const PRODUCT_ADDRESS = /^\/[a-z]{2}\/products\/\d+\/customize$/;

/**
 * The design studio on a blank item (`:id` is the inventory id), at /products/:id/customize and at the
 * spec's alias; with `?product=` it starts from that product's design (decision 0015). Without it,
 * /products/:id/customize of a product (the product page's address with /customize) is sent to
 * /products/{its blank item}/customize?product=:id, so that address never opens another garment; blank
 * items are linked at the alias, whose id is never a product's. A missing or non-numeric id sends the shopper home, unless the page is embedded
 * (`hideHeader`), where there is no home to go to: then it is the 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  if (!params.id || !DIGITS.test(params.id)) {
    if (url.searchParams.has('hideHeader')) throw data(null, { status: 404 });
    throw redirect(`/${locale}`);
  }
  const api = createApiClient(request, context, locale);
  const productParam = url.searchParams.get('product');
  if (productParam !== null && !DIGITS.test(productParam)) throw data(null, { status: 404 });
  // /products/{id}/customize is also reached from a product's own address: when `id` is a product
  // (and no ?product= says it is a blank item), the studio opens that product on its own blank item.
  if (productParam === null && PRODUCT_ADDRESS.test(url.pathname)) {
    const product = await findStudioStart(api, Number(params.id));
    if (product) {
      url.searchParams.set('product', params.id);
      throw redirect(`/${locale}/products/${product.inventoryId}/customize?${url.searchParams}`);
    }
  }
  const productId = productParam === null ? null : Number(productParam);
  const start = productId === null ? null : await loadStudioStart(api, productId);
  // The product names its blank item; an address naming another one is sent to the right one.
  if (start && start.inventoryId !== Number(params.id)) {
    throw redirect(`/${locale}/products/${start.inventoryId}/customize${url.search}`);
  }
  const studio = await loadStudio(api, locale, Number(params.id), context.reportError);
  const signedIn = Boolean(readCookie(request, COOKIE.accessToken));
  const back = encodeURIComponent(`${url.pathname}${url.search}`);
  return {
    ...studio,
    start: start && startDesign(studio.item, start),
    storageKey: designStorageKey(studio.item.id, productId),
    signInHref: signedIn ? null : `/${locale}/auth?redirect=${back}`,
    areaMessages: areaMessages(locale, ['studio']),
  };
}

function parsedJson(raw: FormDataEntryValue | null): unknown {
  try {
    return JSON.parse(typeof raw === 'string' ? raw : '');
  } catch {
    return null;
  }
}

/**
 * Creates the product from the design and puts it in the cart in one call (products/v2/user/create with
 * addToCart). Guests are sent to sign in first; the studio keeps the design in sessionStorage meanwhile.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const raw = (await request.formData()).get('design');
  const body = CreateBodySchema.safeParse({ design: parsedJson(raw), count: 1, addToCart: true });
  if (!body.success) {
    return data<CreateResult>({ ok: false, message: reasonText(locale, 'INVALID_DATA') }, { status: 400 });
  }
  try {
    await createApiClient(request, context, locale).call(studio.create, { body: body.data });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return data<CreateResult>({ ok: false, message: refusalText(locale, error) }, { status: error.status });
    }
    throw error;
  }
  throw redirect(`/${locale}/cart`, 303);
}

export default function Studio({ loaderData }: Route.ComponentProps) {
  return (
    <StudioPage
      key={loaderData.storageKey}
      item={loaderData.item}
      options={loaderData.options}
      signInHref={loaderData.signInHref}
      start={loaderData.start}
      storageKey={loaderData.storageKey}
    />
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
