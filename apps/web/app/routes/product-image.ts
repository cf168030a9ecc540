import { products } from '@seed/contract/products';
import { isPlaceholderMedia } from '@seed/domain/media-url';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/product-image';

/**
 * The deferred product picture's fetch (spec §4): the large image of one print position, else the
 * product's main one, through the API's `products/{id}/image`. Any failure, or a picture still being
 * the placeholder, answers `{ large: null }`: spec §8 wants an empty result, never an error page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const none = Response.json({ large: null }, { headers: { 'Cache-Control': 'no-store' } });
  if (!/^\d{1,10}$/.test(params.id)) return none;
  const api = createApiClient(request, context, requestLocale(params.lang, request));
  const position = new URL(request.url).searchParams.get('position');
  try {
    const { productImages, media } = await api.call(products.images, { params: { id: params.id } });
    const found = productImages.find((image) => image.type === position)?.media ?? media;
    const large = found && !isPlaceholderMedia(found) ? (found.url.large ?? found.url.small) : null;
    return Response.json({ large }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    // A product gone since the page was rendered is no fault; anything else is worth a log line.
    if (!(error instanceof ApiError && error.status === 404)) context.reportError(error);
    return none;
  }
}
