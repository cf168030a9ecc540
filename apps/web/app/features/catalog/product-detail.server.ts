import type { ReplyOf } from '@seed/contract/endpoint';
import type { Media } from '@seed/contract/media';
import { products } from '@seed/contract/products';
import type { Locale } from '@seed/domain/locale';
import {
  DEFAULT_PRINT_POSITION,
  type PrintPosition,
  productPrintPositions,
} from '@seed/domain/print-position';
import { struckThroughPrice } from '@seed/domain/product';
import { initialChoice, keepAvailableSize, sizeChoices } from '@seed/domain/variant-choice';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import { orNotFound } from './catalog-id.server';
import { type ImageSources, imageSources } from './image-sources';
import type { ProductView, SizeGuideView, VariantChoice } from './product-view';

type Product = ReplyOf<typeof products.detail>;

type Image = { id: number; sources: ImageSources | null };
const toImage = (media: Media | null): Image | null =>
  media && { id: media.id, sources: imageSources(media) };

/**
 * The images of spec §4: FRONT always, BACK when the item takes a back print and the product has that
 * picture, POCKET when the item takes a pocket print. A pocket print sits on the front, so without a
 * picture of its own it shows the front one; a front without a picture shows the product's main image.
 * Each shows the garment in the chosen colour when there is such a picture.
 */
function positionImages(
  product: Product,
  colorId: number | null,
): { position: PrintPosition; image: Image | null }[] {
  const { backPrint, pocketPrint } = product.inventory;
  const positions = productPrintPositions({ backPrint, pocketPrint, images: product.productImages });
  const ofType = (type: string) => {
    const all = product.productImages.filter((image) => image.type === type);
    return (all.find((image) => image.colorId === colorId) ?? all[0])?.media ?? null;
  };
  const front = toImage(ofType('FRONT') ?? product.media);
  return (['FRONT', ...positions.filter((position) => position !== 'FRONT')] as PrintPosition[]).map(
    (position) => ({
      position,
      image: position === 'FRONT' ? front : (toImage(ofType(position)) ?? front),
    }),
  );
}

const isParam = (key: string): key is 'param1' | 'param2' => key === 'param1' || key === 'param2';

// Each row holds two values (param1, param2); a head column naming anything else has nothing to show.
function sizeGuideIn(guide: Product['inventory']['sizeGuide'], ar: boolean): SizeGuideView | null {
  const head = (guide?.head ?? []).flatMap(({ key, label, labelAr }) =>
    isParam(key) ? [{ key, label: ar ? labelAr : label }] : [],
  );
  if (!guide || head.length === 0 || guide.centimeters.length === 0) return null;
  return {
    head,
    centimeters: guide.centimeters,
    inches: guide.inches,
  };
}

// A search result line is about this long; a longer description is cut at a word.
const DESCRIPTION_LENGTH = 160;
function summary(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_LENGTH) return clean;
  const cut = clean.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The colour and size asked for in the address (`?color=&size=`), when they are ids. */
export type AskedChoice = { colorId: number | null; sizeId: number | null };

// The choice the page opens on: the asked colour when the item has it in stock, else the colour its photos
// show; then the asked size when that colour has it, else its first available one.
function openingChoice(product: Product, asked: AskedChoice): VariantChoice {
  const variants = product.colorsToSizes;
  const order = product.inventory;
  const photoColorId = product.productImages[0]?.colorId ?? null;
  const { colorId } = initialChoice(variants, order, asked.colorId ?? photoColorId);
  return {
    colorId,
    sizeId: keepAvailableSize(sizeChoices(variants, colorId, order.sizesPosition), asked.sizeId),
  };
}

function toProductView(product: Product, locale: Locale, opening: VariantChoice): ProductView {
  const ar = locale === 'ar';
  const { inventory, artist, artwork } = product;
  const variants = product.colorsToSizes;
  const colors = new Map(
    variants.map((v) => [
      v.colorId,
      { id: v.colorId, value: v.color.value, name: ar ? v.color.nameAr : v.color.nameEn },
    ]),
  );
  const sizes = new Map(variants.map((v) => [v.sizeId, v.size]));
  const description = ar ? inventory.descriptionAr : inventory.descriptionEn;
  const artworkDescription = artwork && (ar ? artwork.descriptionAr : artwork.description);
  const images = positionImages(product, opening.colorId);
  return {
    id: product.id,
    name: ar ? product.nameAr : product.nameEn,
    inventoryId: inventory.id,
    itemName: ar ? inventory.nameAr : inventory.nameEn,
    description,
    artworkDescription: artworkDescription || null,
    price: product.price,
    oldPrice: struckThroughPrice(product),
    images,
    // Where the artwork is printed on this product, when that side is on offer; else the front.
    initialPosition:
      images.find((entry) => entry.position === product.clientPrintPosition)?.position ??
      DEFAULT_PRINT_POSITION,
    colors: [...colors.values()],
    sizes: [...sizes].map(([id, { label, labelAr }]) => ({ id, label, labelAr })),
    variants: variants.map(({ id, colorId, sizeId, count, surcharge }) => ({
      id,
      colorId,
      sizeId,
      count,
      surcharge,
    })),
    colorsPosition: inventory.colorsPosition,
    sizesPosition: inventory.sizesPosition,
    opening,
    sizeGuide: sizeGuideIn(inventory.sizeGuide, ar),
    artist: artist && { id: artist.id, name: ar ? artist.displayNameAr : artist.displayNameEn },
    artwork: artwork && { id: artwork.id, title: ar ? artwork.titleAr : artwork.title },
    inStock: variants.some((variant) => variant.count > 0),
    summary: summary(artworkDescription ? `${artworkDescription} ${description}` : description),
    shareImage: images[0]?.image?.sources?.large ?? images[0]?.image?.sources?.small ?? null,
    artworkId: product.artworkId,
    categoryToSubcategoryId: product.categoryToSubcategoryId,
  };
}

const hasPhotoIn = (product: Product, colorId: number | null) =>
  product.productImages.some((image) => image.colorId === colorId);

/**
 * A product page's data in the page's language, opening on the asked colour and size; an unknown or
 * hidden product is the 404 page. The API draws the product in a colour it was not photographed in when
 * asked with that colour, so the pictures always show the chosen garment.
 */
export async function loadProduct(
  api: ApiClient,
  locale: Locale,
  id: number,
  asked: AskedChoice,
): Promise<ProductView> {
  const fetchProduct = (colorId: number | null) =>
    orNotFound(api.call(products.detail, { params: { id }, query: colorId === null ? {} : { colorId } }));
  let product = await fetchProduct(asked.colorId);
  const opening = openingChoice(product, asked);
  // The asked colour may be sold out, or none asked while the photos' colour is: the page opens on another.
  if (opening.colorId !== null && !hasPhotoIn(product, opening.colorId))
    product = await fetchProduct(opening.colorId);
  return toProductView(product, locale, opening);
}

const AskedIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** `?color=&size=` of a product page's address; anything that is not an id is as good as absent. */
export function askedChoice(url: URL): AskedChoice {
  const id = (name: string) => {
    const parsed = AskedIdSchema.safeParse(url.searchParams.get(name) ?? undefined);
    return parsed.success ? parsed.data : null;
  };
  return { colorId: id('color'), sizeId: id('size') };
}
