import { z } from 'zod';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/studio-gifs';

const GifsSchema = z.object({
  enabled: z.boolean(),
  gifs: z.array(z.object({ id: z.string(), previewUrl: z.string(), width: z.number(), height: z.number() })),
});

const GIFS_PER_SEARCH = 12;

/** GIF stickers for the studio (`?q=`), through the API's GIF search adapter. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = createApiClient(request, context, requestLocale(params.lang, request));
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 50);
  if (!q) return Response.json({ enabled: true, gifs: [] });
  return Response.json(await api.get('/giphy/search', GifsSchema, { q, limit: GIFS_PER_SEARCH, offset: 0 }));
}
