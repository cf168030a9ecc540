// The artist shop's query parameters, read by its loader and written by its links and filter.

/** Which list the shop shows: products, unless it is `?view=artworks`. */
export const VIEW_PARAM = 'view';
export type ArtistShopView = 'products' | 'artworks';

/** The products' subcategory filter. */
export const SUBCATEGORY_PARAM = 'subcategory';
