import { artworks } from '@seed/contract/artworks';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { orNotFound } from './catalog-id.server';
import { cssColor } from './css-color';
import { imageSources } from './image-sources';
import { pageFromUrl, pagingQuery } from './paging';
import { loadProductCards } from './product-cards.server';

// Three rows on phones, whole rows of 3 and 4 on wider screens.
const PRODUCTS_PER_PAGE = 12;

/** An artwork's page: the artwork, its artist and topics, and one page of the products made from it. */
export async function loadArtworkPage(api: ApiClient, locale: Locale, id: number, url: URL) {
  const page = pageFromUrl(url);
  const [artwork, products] = await Promise.all([
    orNotFound(api.call(artworks.byId, { params: { id } })),
    loadProductCards(api, locale, { ...pagingQuery(page, PRODUCTS_PER_PAGE), artworkId: id }),
  ]);
  const ar = locale === 'ar';
  return {
    artwork: {
      id: artwork.id,
      title: ar ? artwork.titleAr : artwork.title,
      description: ar ? artwork.descriptionAr : artwork.description,
      image: imageSources(artwork.media),
      artist: {
        id: artwork.artist.id,
        name: ar ? artwork.artist.displayNameAr : artwork.artist.displayNameEn,
      },
      topics: artwork.topics.map(({ topic }) => ({
        id: topic.id,
        name: ar ? topic.name_ar : topic.name_en,
        color: cssColor(topic.color, '#6b7280'),
      })),
    },
    page,
    ...products,
  };
}
