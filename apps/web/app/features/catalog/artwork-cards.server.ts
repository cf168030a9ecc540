import type { ArtworkCardSchema } from '@seed/contract/artworks';
import type { Locale } from '@seed/domain/locale';
import type { z } from 'zod';
import type { ArtworkCardView } from './artwork-card';
import { imageSources } from './image-sources';

type ArtworkCard = z.infer<typeof ArtworkCardSchema>;

type ArtworkCardPage = { artworks: ArtworkCardView[]; hasMore: boolean };

export function toArtworkCardView(artwork: ArtworkCard, locale: Locale): ArtworkCardView {
  const ar = locale === 'ar';
  return {
    id: artwork.id,
    title: ar ? artwork.titleAr : artwork.title,
    image: imageSources(artwork.media),
    artist: { id: artwork.artist.id, name: ar ? artwork.artist.displayNameAr : artwork.artist.displayNameEn },
  };
}

/** Any artwork list of the API (`{ artworks, hasMore }`: all, featured, an artist's, favourites) as cards. */
export function toArtworkCardPage(
  page: { artworks: ArtworkCard[]; hasMore: boolean },
  locale: Locale,
): ArtworkCardPage {
  return {
    artworks: page.artworks.map((artwork) => toArtworkCardView(artwork, locale)),
    hasMore: page.hasMore,
  };
}
