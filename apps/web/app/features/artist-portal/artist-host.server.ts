import { artists } from '@seed/contract/artists';
import { subdomainOfHost } from '@seed/domain/artist-subdomain';
import type { Locale } from '@seed/domain/locale';
import { type AppLoadContext, redirect } from 'react-router';
import { ApiError, createApiClient } from '../../lib/api.server';

/**
 * The front page asked for at `{subdomain}.{PUBLIC_HOST}` is that artist's shop: a redirect to it on the same
 * host, or the 404 page for a subdomain no active artist has. Any other host goes on to the store's home.
 */
export async function redirectToArtistShop(request: Request, context: AppLoadContext, locale: Locale) {
  const subdomain = subdomainOfHost(new URL(request.url).host, context.publicHost);
  if (!subdomain) return;
  const api = createApiClient(request, context, locale);
  try {
    const artist = await api.call(artists.bySubdomain, { params: { subdomain } });
    throw redirect(`/${locale}/shop/artists/${artist.id}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response(null, { status: 404 });
    throw error;
  }
}
