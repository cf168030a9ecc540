import type { Locale } from '@seed/domain/locale';
import { MoneySchema } from '@seed/domain/money-schema';
import {
  DEFAULT_PRINT_POSITION,
  type PrintPosition,
  productPrintPositions,
} from '@seed/domain/print-position';
import { struckThroughPrice } from '@seed/domain/product';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import { VariantsSchema } from '../../lib/variant-schema';
import { orNotFound } from './catalog-id.server';
import { type ImageSources, imageSources, MediaUrlsSchema } from './image-sources';
import type { ProductView, SizeGuideView } from './product-view';

// Only the fields the product page reads; the API sends more.
const MediaSchema = MediaUrlsSchema.extend({ id: z.number() });
const NamesSchema = { nameEn: z.string(), nameAr: z.string() };
const SizeRowSchema = z.object({ size: z.string(), param1: z.number(), param2: z.number() });
const ProductSchema = z.object({
  id: z.number(),
  ...NamesSchema,
  price: MoneySchema,
  oldPrice: MoneySchema,
  isDiscounted: z.boolean(),
  media: MediaSchema.nullable(),
  artworkId: z.number().nullable(),
  clientPrintPosition: z.string(),
  categoryToSubcategoryId: z.number().nullable(),
  artist: z
    .object({
      id: z.number(),
      displayNameEn: z.string(),
      displayNameAr: z.string(),
    })
    .nullable(),
  artwork: z
    .object({
      id: z.number(),
      title: z.string(),
      titleAr: z.string(),
      description: z.string(),
      descriptionAr: z.string(),
    })
    .nullable(),
  productImages: z.array(z.object({ type: z.string(), colorId: z.number().nullable(), media: MediaSchema })),
  inventory: z.object({
    id: z.number(),
    ...NamesSchema,
    descriptionEn: z.string(),
    descriptionAr: z.string(),
    backPrint: z.boolean(),
    pocketPrint: z.boolean(),
    sizesPosition: z.array(z.number()),
    colorsPosition: z.array(z.number()),
    sizeGuide: z
      .object({
        head: z.array(z.object({ key: z.string(), label: z.string(), labelAr: z.string() })),
        centimeters: z.array(SizeRowSchema),
        inches: z.array(SizeRowSchema),
      })
      .nullable(),
  }),
  colorsToSizes: VariantsSchema,
});
type Product = z.infer<typeof ProductSchema>;

type Image = { id: number; sources: ImageSources | null };
const toImage = (media: z.infer<typeof MediaSchema> | null): Image | null =>
  media && { id: media.id, sources: imageSources(media) };

/**
 * The images of spec §4: FRONT always, BACK when the item takes a back print and the product has that
 * picture, POCKET when the item takes a pocket print. A pocket print sits on the front, so without a
 * picture of its own it shows the front one; a front without a picture shows the product's main image.
 */
function positionImages(product: Product): { position: PrintPosition; image: Image | null }[] {
  const { backPrint, pocketPrint } = product.inventory;
  const positions = productPrintPositions({ backPrint, pocketPrint, images: product.productImages });
  const ofType = (type: string) => product.productImages.find((image) => image.type === type)?.media ?? null;
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

function toProductView(product: Product, locale: Locale): ProductView {
  const ar = locale === 'ar';
  const { inventory, artist, artwork } = product;
  const variants = product.colorsToSizes;
  const colors = new Map(
    variants.map((v) => [
      v.colorId,
      { id: v.colorId, value: v.color.value, name: ar ? v.color.nameAr : v.color.nameEn },
    ]),
  );
  const sizes = new Map(variants.map((v) => [v.sizeId, v.size.label]));
  const description = ar ? inventory.descriptionAr : inventory.descriptionEn;
  const artworkDescription = artwork && (ar ? artwork.descriptionAr : artwork.description);
  const images = positionImages(product);
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
    sizes: [...sizes].map(([id, label]) => ({ id, label })),
    variants: variants.map(({ id, colorId, sizeId, count, surcharge }) => ({
      id,
      colorId,
      sizeId,
      count,
      surcharge,
    })),
    colorsPosition: inventory.colorsPosition,
    sizesPosition: inventory.sizesPosition,
    // The product's pictures show it in one colour: the page opens on that one.
    preferredColorId: product.productImages[0]?.colorId ?? null,
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

/** A product page's data in the page's language; an unknown or hidden product is the 404 page. */
export async function loadProduct(api: ApiClient, locale: Locale, id: number): Promise<ProductView> {
  return toProductView(await orNotFound(api.get(`/products/${id}`, ProductSchema)), locale);
}
