import type { Locale } from '@seed/domain/locale';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import type { ArtworkCardView } from './artwork-card';
import { imageSources, MediaUrlsSchema } from './image-sources';

// Only the fields the web reads; the API may send more.
export const ArtworkCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleAr: z.string(),
  media: MediaUrlsSchema.nullable(),
  artist: z.object({ id: z.number(), displayNameEn: z.string(), displayNameAr: z.string() }),
});
type ArtworkCard = z.infer<typeof ArtworkCardSchema>;

const ArtworkPageSchema = z.object({ artworks: z.array(ArtworkCardSchema), hasMore: z.boolean() });

export type ArtworkCardPage = { artworks: ArtworkCardView[]; hasMore: boolean };

export function toArtworkCardView(artwork: ArtworkCard, locale: Locale): ArtworkCardView {
  const ar = locale === 'ar';
  return {
    id: artwork.id,
    title: ar ? artwork.titleAr : artwork.title,
    image: imageSources(artwork.media),
    artist: { id: artwork.artist.id, name: ar ? artwork.artist.displayNameAr : artwork.artist.displayNameEn },
  };
}

type Query = Record<string, string | number | undefined>;

/**
 * A page of artwork cards from any list of the API that answers `{ artworks, hasMore }`: `artwork`
 * (search, limit, offset), `featured/artwork` (frontPage…) or `users/artist/artworks/{id}`.
 */
export async function loadArtworkCards(
  api: ApiClient,
  locale: Locale,
  query: Query,
  path = '/artwork',
): Promise<ArtworkCardPage> {
  const page = await api.get(path, ArtworkPageSchema, query);
  return {
    artworks: page.artworks.map((artwork) => toArtworkCardView(artwork, locale)),
    hasMore: page.hasMore,
  };
}
