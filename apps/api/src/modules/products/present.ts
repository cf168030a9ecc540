import type { Media } from '@seed/contract/media';
import type { Currency } from '@seed/domain/currency';
import { convertFils } from '@seed/domain/money';
import { isDiscounted } from '@seed/domain/product';
import { toMedia } from '../../http/media';
import { type Presentation, presentInventory } from '../inventory/present';
import type { findProduct, findProductImages, listProducts } from './service';

type Card = Awaited<ReturnType<typeof listProducts>>['items'][number];
type Product = NonNullable<Awaited<ReturnType<typeof findProduct>>>;
type WithMedia = { media: Parameters<typeof toMedia>[0] };
type Images = NonNullable<Awaited<ReturnType<typeof findProductImages>>>;

function presentPrices(
  row: { price: number; oldPrice: number; discountedPrice: number },
  currency: Currency,
) {
  return {
    price: convertFils(row.price, currency),
    oldPrice: convertFils(row.oldPrice, currency),
    discountedPrice: convertFils(row.discountedPrice, currency),
    // Decided on the stored amounts: rounding after conversion must not make or unmake a sale.
    isDiscounted: isDiscounted(row),
  };
}

const withMedia = <T extends WithMedia>(
  row: T,
  mediaBase: string,
): Omit<T, 'media'> & { media: Media | null } => ({
  ...row,
  media: toMedia(row.media, mediaBase),
});

export function presentCard<T extends Omit<Card, 'artist'>>(row: T, p: Presentation) {
  return { ...withMedia(row, p.mediaBase), ...presentPrices(row, p.currency) };
}

const presentMockups = (images: Images['productImages'], mediaBase: string) =>
  images.map((image) => ({ ...image, media: toMedia(image.media, mediaBase)! }));

export function presentImages(row: Images, mediaBase: string) {
  return {
    media: toMedia(row.media, mediaBase),
    productImages: presentMockups(row.productImages, mediaBase),
  };
}

export function presentProduct(row: Product, p: Presentation) {
  const inventory = presentInventory(row.inventory, p);
  return {
    ...presentCard(row, p),
    artist: row.artist && withMedia(row.artist, p.mediaBase),
    randomMedia: toMedia(row.randomMedia, p.mediaBase),
    productImages: presentMockups(row.productImages, p.mediaBase),
    artwork: row.artwork && withMedia(row.artwork, p.mediaBase),
    inventory,
    colorsToSizes: inventory.colorsToSizes,
  };
}
