import type { ArtworkEditBody } from '@seed/contract/artist-portal';
import { announceChange, cacheTags } from '@seed/db/cache-changes';
import type { Db } from '@seed/db/client';
import { normalizeSearchText } from '@seed/domain/arabic-search';
import type { ArtworkPlacement } from '@seed/domain/artwork-placement';
import { DomainError } from '@seed/domain/errors';
import { readVariant } from '@seed/media/read-image';
import { deleteImage, type SavedImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import { findActiveTopicIds } from '../artworks/artist-artworks';
import { findArtistArtwork, reviseArtwork } from '../artworks/artist-edits';
import { findPrintTargets } from '../inventory/print-targets';
import { findMediaRows, findOwnedMedia, recordGeneratedMedia } from '../media/service';
import { listArtistProducts, reviseArtistProducts } from '../products/artist-products';
import { createOwnedProducts } from '../products/owned-products';
import { type Artist, renderPhotos } from './publish';

type Deps = { db: Db; store: MediaStore };
type Owner = { userId: number; artist: Artist };
type Target = Awaited<ReturnType<typeof findPrintTargets>>[number];

// More than an artwork ever makes: publishing takes 12 blank items at once, adding more takes 12 again.
const ALL = { limit: 500, offset: 0 };

// A product's names and search text follow its artwork's titles, as publishing names them.
function productTexts(artist: Artist, titles: { title: string; titleAr: string }, target: Target) {
  const nameEn = `${titles.title} ${target.nameEn}`;
  const nameAr = `${target.nameAr} ${titles.titleAr}`;
  const searchText = normalizeSearchText(
    `${nameEn} ${nameAr} ${artist.displayNameEn} ${artist.displayNameAr}`,
  );
  return { nameEn, nameAr, searchText };
}

const samePlacement = (a: ArtworkPlacement, b: ArtworkPlacement) =>
  a.side === b.side && a.x === b.x && a.y === b.y && a.scale === b.scale;

async function readArt(deps: Deps, mediaId: number | null) {
  const [image] = mediaId === null ? [] : await findMediaRows(deps.db, [mediaId]);
  const art = image ? await readVariant(deps.store, image, 'large') : null;
  if (!art) {
    throw new DomainError('INVALID_DATA', `Image ${mediaId} could not be read`, {
      reason: 'ARTWORK_IMAGE_UNREADABLE',
    });
  }
  return art;
}

// The blank items' print targets on the chosen side; an item that has none there cannot carry the artwork.
async function targetsFor(db: Db, inventoryIds: number[], side: ArtworkPlacement['side']) {
  const targets = await findPrintTargets(db, inventoryIds, side);
  const missing = inventoryIds.find((itemId) => !targets.some((target) => target.id === itemId));
  if (missing !== undefined) {
    throw new DomainError('INVALID_DATA', `Blank item ${missing} cannot be printed on that side`, {
      reason: 'BLANK_ITEM_NOT_PRINTABLE',
    });
  }
  return new Map(targets.map((target) => [target.id, target]));
}

// Images are made outside the transaction; if the rows cannot be written, they are removed again.
async function withPhotos<T>(deps: Deps, photos: SavedImage[], write: (tx: Db) => Promise<T>) {
  try {
    return await deps.db.transaction(write);
  } catch (error) {
    await Promise.all(photos.map((photo) => deleteImage(deps.store, photo)));
    throw error;
  }
}

/**
 * Saves an artist's changes to their artwork. A new picture or placement redraws every product's photo; a new
 * picture, or any change to a refused artwork, sends it back to the moderators (decision 0046).
 */
export async function editArtwork(deps: Deps, owner: Owner, id: number, body: ArtworkEditBody) {
  const { db, store } = deps;
  const { artist } = owner;
  const current = await findArtistArtwork(db, artist.id, id);
  if (body.mediaId !== current.mediaId && !(await findOwnedMedia(db, body.mediaId, owner.userId))) {
    throw new DomainError('NOT_FOUND', `Image ${body.mediaId} not found among your uploads`, {
      reason: 'ARTWORK_IMAGE_NOT_FOUND',
    });
  }
  const topicIds = [...new Set(body.topicIds)];
  const known = await findActiveTopicIds(db, topicIds);
  const unknownTopic = topicIds.find((topicId) => !known.includes(topicId));
  if (unknownTopic !== undefined) {
    throw new DomainError('INVALID_DATA', `Unknown topic ${unknownTopic}`, {
      reason: 'ARTWORK_TOPIC_UNKNOWN',
    });
  }
  const products = (await listArtistProducts(db, artist.id, { artworkId: id, ...ALL })).items;
  const targets = await targetsFor(
    db,
    [...new Set(products.map((product) => product.inventoryId))],
    body.placement.side,
  );
  const redraw = body.mediaId !== current.mediaId || !samePlacement(body.placement, current.placement);
  const ordered = products.flatMap((product) => {
    const target = targets.get(product.inventoryId);
    return target ? [{ product, target }] : [];
  });
  const photos = redraw
    ? await renderPhotos(
        store,
        await readArt(deps, body.mediaId),
        ordered.map((row) => row.target),
        current.slug,
        body.placement,
      )
    : [];
  await withPhotos(deps, photos, async (tx) => {
    const photoIds = await recordGeneratedMedia(tx, photos);
    await reviseArtwork(tx, artist.id, id, {
      title: body.title,
      titleAr: body.titleAr,
      description: body.description,
      descriptionAr: body.descriptionAr,
      topicIds,
      mediaId: body.mediaId,
      placement: body.placement,
      searchText: normalizeSearchText(
        `${body.title} ${body.titleAr} ${artist.displayNameEn} ${artist.displayNameAr}`,
      ),
    });
    await reviseArtistProducts(
      tx,
      artist.id,
      ordered.map(({ product, target }, i) => {
        const photoId = photoIds[i];
        return {
          productId: product.id,
          ...productTexts(artist, body, target),
          ...(photoId === undefined ? {} : { picture: { side: body.placement.side, mediaId: photoId } }),
        };
      }),
    );
    // The shop's pages and lists follow at once, on every replica, when this commits.
    await announceChange(tx, [
      cacheTags.artwork(id),
      cacheTags.artist(artist.id),
      ...products.map((product) => cacheTags.product(product.id)),
      cacheTags.catalogue,
    ]);
  });
  return findArtistArtwork(db, artist.id, id);
}

/** Makes the artwork on more blank items, placed as its other products are; they follow its approval. */
export async function addArtworkProducts(deps: Deps, owner: Owner, id: number, inventoryIds: number[]) {
  const { db, store } = deps;
  const { artist } = owner;
  const artwork = await findArtistArtwork(db, artist.id, id);
  const used = new Set(
    (await listArtistProducts(db, artist.id, { artworkId: id, ...ALL })).items.map(
      (product) => product.inventoryId,
    ),
  );
  const wanted = [...new Set(inventoryIds)];
  const again = wanted.find((itemId) => used.has(itemId));
  if (again !== undefined) {
    throw new DomainError('CONFLICT', `The artwork is already made on blank item ${again}`, {
      reason: 'BLANK_ITEM_ALREADY_USED',
      details: { inventoryId: again },
    });
  }
  const byId = await targetsFor(db, wanted, artwork.placement.side);
  const targets = wanted.flatMap((itemId) => byId.get(itemId) ?? []);
  const photos = await renderPhotos(
    store,
    await readArt(deps, artwork.mediaId),
    targets,
    artwork.slug,
    artwork.placement,
  );
  return withPhotos(deps, photos, async (tx) => {
    const photoIds = await recordGeneratedMedia(tx, photos);
    const productIds = await createOwnedProducts(
      tx,
      // Products added later earn what the artwork's other products earn now.
      { artistId: artist.id, artworkId: id, margin: artwork.margin },
      targets.map((target, i) => {
        const photoId = photoIds[i];
        return {
          ...productTexts(artist, artwork, target),
          inventoryId: target.id,
          categoryToSubcategoryId: target.categoryToSubcategoryId,
          price: target.price + artwork.margin,
          color: { id: null, value: target.color },
          pictures: photoId === undefined ? [] : [{ side: artwork.placement.side, mediaId: photoId }],
        };
      }),
    );
    await announceChange(tx, [cacheTags.artwork(id), cacheTags.artist(artist.id), cacheTags.catalogue]);
    return productIds;
  });
}
