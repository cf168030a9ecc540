import type { Locale } from '@seed/domain/locale';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import type { ArtistCardView } from './artist-card';
import { imageSources, MediaUrlsSchema } from './image-sources';

// Only the fields the web reads; the API may send more.
export const ArtistSchema = z.object({
  id: z.number(),
  displayNameEn: z.string(),
  displayNameAr: z.string(),
  jobEn: z.string(),
  jobAr: z.string(),
  myselfEn: z.string(),
  myselfAr: z.string(),
  media: MediaUrlsSchema.nullable(),
  background: MediaUrlsSchema.nullable(),
});
type Artist = z.infer<typeof ArtistSchema>;

const ArtistPageSchema = z.object({ artists: z.array(ArtistSchema), hasMore: z.boolean() });

export type ArtistCardPage = { artists: ArtistCardView[]; hasMore: boolean };

export function toArtistCardView(artist: Artist, locale: Locale): ArtistCardView {
  const ar = locale === 'ar';
  return {
    id: artist.id,
    name: ar ? artist.displayNameAr : artist.displayNameEn,
    job: ar ? artist.jobAr : artist.jobEn,
    avatar: imageSources(artist.media),
  };
}

type Query = Record<string, string | number | undefined>;

/** A page of artists from `users/all/artist` (limit, offset, search) or `featured/artist` (limit). */
export async function loadArtistCards(
  api: ApiClient,
  locale: Locale,
  query: Query,
  path: '/users/all/artist' | '/featured/artist' | '/favorite/artist' = '/users/all/artist',
): Promise<ArtistCardPage> {
  const page = await api.get(path, ArtistPageSchema, query);
  return { artists: page.artists.map((artist) => toArtistCardView(artist, locale)), hasMore: page.hasMore };
}
