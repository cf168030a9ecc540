import { artists } from '@seed/contract/artists';
import { artworks as artworkEndpoints } from '@seed/contract/artworks';
import type { Locale } from '@seed/domain/locale';
import { PAGE_SIZES } from '@seed/domain/paging';
import type { ApiClient } from '../../lib/api.server';
import { type ArtistShopView, SUBCATEGORY_PARAM, VIEW_PARAM } from './artist-shop-params';
import { toArtworkCardPage } from './artwork-cards.server';
import { orNotFound } from './catalog-id.server';
import { loadShopCategories } from './categories.server';
import { imageSources } from './image-sources';
import { pageFromUrl, pagingQuery } from './paging';
import { toProductCardPage } from './product-cards.server';

function subcategoryFrom(url: URL): number | undefined {
  const raw = url.searchParams.get(SUBCATEGORY_PARAM);
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * An artist's shop: the header, and one page of either the products (filtered by subcategory) or the
 * artworks. An unknown or inactive artist is the 404 page.
 */
export async function loadArtistShop(api: ApiClient, locale: Locale, id: number, url: URL) {
  const view: ArtistShopView = url.searchParams.get(VIEW_PARAM) === 'artworks' ? 'artworks' : 'products';
  const page = pageFromUrl(url);
  const subcategoryId = view === 'products' ? subcategoryFrom(url) : undefined;
  const [artist, categories, products, artworks] = await Promise.all([
    orNotFound(api.call(artists.byId, { params: { id } })),
    view === 'products' ? loadShopCategories(api, locale) : [],
    view === 'products'
      ? orNotFound(
          api.call(artists.products, {
            params: { id },
            query: { ...pagingQuery(page, PAGE_SIZES.artistProducts), subcategoryId },
          }),
        ).then((list) => toProductCardPage(list, locale))
      : null,
    view === 'artworks'
      ? orNotFound(
          api.call(artworkEndpoints.ofArtist, {
            params: { id },
            query: pagingQuery(page, PAGE_SIZES.artistArtworks),
          }),
        ).then((list) => toArtworkCardPage(list, locale))
      : null,
  ]);
  // A subcategory can sit under several categories; the filter takes it whatever the category.
  const subcategories = [
    ...new Map(categories.flatMap((c) => c.subcategories).map((sub) => [sub.id, sub])).values(),
  ];
  const ar = locale === 'ar';
  return {
    artist: {
      id: artist.id,
      name: ar ? artist.displayNameAr : artist.displayNameEn,
      job: ar ? artist.jobAr : artist.jobEn,
      bio: ar ? artist.myselfAr : artist.myselfEn,
      avatar: imageSources(artist.media),
      cover: imageSources(artist.background),
    },
    view,
    page,
    subcategoryId,
    subcategories,
    products,
    artworks,
  };
}
