import { GifQuerySchema, studio } from '@seed/contract/studio';
import type { GifResult } from '../features/studio/studio-client';
import { refusalReply } from '../features/studio/studio-refusal.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/studio-gifs';

const GIFS_PER_SEARCH = 12;
// A longer search is cut rather than refused: the box has no limit of its own.
const MAX_QUERY = GifQuerySchema.shape.q.unwrap().maxLength ?? undefined;

/** GIF stickers for the studio (`?q=`), through the API's GIF search adapter. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  if (!q) return Response.json({ gifs: [] satisfies GifResult[] });
  try {
    const { gifs } = await api.call(studio.gifs, { query: { q, limit: GIFS_PER_SEARCH, offset: 0 } });
    return Response.json({ gifs });
  } catch (error) {
    return refusalReply(locale, error);
  }
}
