import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { productImages, products } from '@seed/db/schema/products';
import { fitArtwork, placeOnMockup } from '@seed/media/print-placement';
import { deleteImage, readBestImage, type SavedImage, saveImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { findArtworkSummary } from '../artworks/service';
import { garmentCanvas } from '../inventory/garment-canvas';
import { findInventory, variantColors } from '../inventory/service';
import { recordGeneratedMedia } from '../media/service';

type Deps = { db: Db; store: MediaStore; log: FastifyBaseLogger };
type Item = NonNullable<Awaited<ReturnType<typeof findInventory>>>;

const PHOTO_FOLDER = 'products';
// Sides that carry the artwork on a product photo; lifestyle pictures are not redrawn per colour.
const PRINTED_SIDES = new Set(['FRONT', 'BACK', 'POCKET']);
// Shoppers' own designs are drawn in their colour when made; only the shop's artwork products are redrawn.
const isCatalogueArtwork = and(
  isNotNull(products.artworkId),
  isNull(products.ownerUserId),
  isNull(products.deviceId),
);

async function artworkProduct(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id, inventoryId: products.inventoryId, artworkId: products.artworkId })
    .from(products)
    .where(and(eq(products.id, productId), isCatalogueArtwork));
  return row?.artworkId ? { ...row, artworkId: row.artworkId } : null;
}

async function imageRows(db: Db, productId: number) {
  return db
    .select({ type: productImages.type, colorId: productImages.colorId, rank: productImages.rank })
    .from(productImages)
    .where(eq(productImages.productId, productId));
}

type Missing = {
  type: (typeof productImages.type.enumValues)[number];
  rank: number;
  side: Item['media'][number];
};

// The printed sides the product has a photo of, in some colour, but not in this one, and whose blank item
// has a mockup of this colour to draw it on.
function missingSides(images: Awaited<ReturnType<typeof imageRows>>, item: Item, colorId: number): Missing[] {
  if (!item.colorsToSizes.some((variant) => variant.colorId === colorId)) return [];
  const missing = new Map<string, Missing>();
  for (const image of images) {
    if (!PRINTED_SIDES.has(image.type) || missing.has(image.type)) continue;
    if (images.some((other) => other.type === image.type && other.colorId === colorId)) continue;
    const side = item.media.find((candidate) => candidate.position === image.type);
    if (side?.mockups.some((mockup) => mockup.colorId === colorId))
      missing.set(image.type, { type: image.type, rank: image.rank, side });
  }
  return [...missing.values()];
}

async function render(deps: Deps, productId: number, colorId: number) {
  const { db, store } = deps;
  const product = await artworkProduct(db, productId);
  if (!product) return;
  const [images, item, artwork] = await Promise.all([
    imageRows(db, productId),
    findInventory(db, product.inventoryId, { includeInactive: true }),
    findArtworkSummary(db, product.artworkId),
  ]);
  const missing = item ? missingSides(images, item, colorId) : [];
  const art = missing.length > 0 && artwork?.media ? await readBestImage(store, artwork.media) : null;
  if (!art) return;
  const saved: { image: SavedImage; side: Missing }[] = [];
  try {
    for (const side of missing) {
      const canvas = await garmentCanvas(deps, side.side, colorId);
      if (!canvas) continue;
      const photo = await placeOnMockup(canvas.base, await fitArtwork(art, canvas.area), canvas.area);
      const name = `product-${productId}-${colorId}-${side.type.toLowerCase()}.jpg`;
      saved.push({
        image: await saveImage(store, photo, { folder: PHOTO_FOLDER, originalName: name }),
        side,
      });
    }
    const kept = await db.transaction(async (tx) => {
      // Another request (or replica) may have drawn the same photos meanwhile: the product's row decides.
      await tx.execute(sql`select 1 from ${products} where ${products.id} = ${productId} for update`);
      const present = await tx
        .select({ type: productImages.type })
        .from(productImages)
        .where(and(eq(productImages.productId, productId), eq(productImages.colorId, colorId)));
      const fresh = saved.filter(({ side }) => !present.some((row) => row.type === side.type));
      const mediaIds = await recordGeneratedMedia(
        tx,
        fresh.map(({ image }) => image),
      );
      // The product's cached pages in its other colours list its photos: they go when this commits.
      if (fresh.length > 0) await announceChange(tx, [cacheTags.product(productId)]);
      if (fresh.length > 0)
        await tx.insert(productImages).values(
          fresh.map(({ side }, i) => ({
            productId,
            type: side.type,
            mediaId: mediaIds[i]!,
            colorId,
            rank: side.rank,
          })),
        );
      return new Set(fresh.map(({ image }) => image));
    });
    await Promise.all(
      saved.filter(({ image }) => !kept.has(image)).map(({ image }) => deleteImage(store, image)),
    );
  } catch (error) {
    await Promise.all(saved.map(({ image }) => deleteImage(store, image)));
    throw error;
  }
}

const inFlight = new Map<string, Promise<void>>();

// The wanted colours that a catalogue artwork product has no photo of yet, in one query: most are there.
async function withoutPhotos(db: Db, wants: { productId: number; colorId: number }[]) {
  const rows = await db
    .selectDistinct({ productId: productImages.productId, colorId: productImages.colorId })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(
      and(
        inArray(productImages.productId, [...new Set(wants.map((want) => want.productId))]),
        isCatalogueArtwork,
      ),
    );
  return wants.filter(
    (want) =>
      rows.some((row) => row.productId === want.productId) &&
      !rows.some((row) => row.productId === want.productId && row.colorId === want.colorId),
  );
}

/**
 * A catalogue product's photos in one garment colour. The shop's products are photographed in one colour
 * when they are made; the first time a shopper looks at (or buys) one in another colour of its blank item,
 * the artwork is placed on that colour's mockup, as publishing does, and kept as the product's images in
 * that colour. Shoppers' own designs are left alone: they are drawn in their colour when made. A failure is
 * logged and leaves the pictures as they were, never the page or the cart.
 */
export async function ensureColourPhotos(deps: Deps, wants: { productId: number; colorId: number }[]) {
  if (wants.length === 0) return;
  const unique = new Map(
    (await withoutPhotos(deps.db, wants)).map((want) => [`${want.productId}:${want.colorId}`, want]),
  );
  await Promise.all(
    [...unique].map(([key, { productId, colorId }]) => {
      let job = inFlight.get(key);
      if (!job) {
        job = render(deps, productId, colorId)
          .catch((err: unknown) => deps.log.error({ err, productId, colorId }, 'colour photo not drawn'))
          .finally(() => inFlight.delete(key));
        inFlight.set(key, job);
      }
      return job;
    }),
  );
}

/** The photos of cart lines' products in the lines' colours (see ensureColourPhotos). */
export async function ensureLinePhotos(
  deps: Deps,
  lines: readonly { productId: number; colorsToSizesId: number }[],
) {
  if (lines.length === 0) return;
  const colours = await variantColors(deps.db, [...new Set(lines.map((line) => line.colorsToSizesId))]);
  await ensureColourPhotos(
    deps,
    lines.flatMap(({ productId, colorsToSizesId }) => {
      const colorId = colours.get(colorsToSizesId);
      return colorId === undefined ? [] : [{ productId, colorId }];
    }),
  );
}
