import type { ArtistSchema } from '@seed/contract/artists';
import type { Locale } from '@seed/domain/locale';
import type { z } from 'zod';
import type { ArtistCardView } from './artist-card';
import { imageSources } from './image-sources';

type Artist = z.infer<typeof ArtistSchema>;

type ArtistCardPage = { artists: ArtistCardView[]; hasMore: boolean };

export function toArtistCardView(artist: Artist, locale: Locale): ArtistCardView {
  const ar = locale === 'ar';
  return {
    id: artist.id,
    name: ar ? artist.displayNameAr : artist.displayNameEn,
    job: ar ? artist.jobAr : artist.jobEn,
    avatar: imageSources(artist.media),
  };
}

/** Any artist list of the API (`{ artists, hasMore }`: all, featured, favourites) as cards. */
export function toArtistCardPage(
  page: { artists: Artist[]; hasMore: boolean },
  locale: Locale,
): ArtistCardPage {
  return { artists: page.artists.map((artist) => toArtistCardView(artist, locale)), hasMore: page.hasMore };
}
