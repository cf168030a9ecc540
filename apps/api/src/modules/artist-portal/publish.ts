import { randomBytes } from 'node:crypto';
import type { PublishBody } from '@seed/contract/artist-portal';
import type { Db } from '@seed/db/client';
import { normalizeSearchText } from '@seed/domain/arabic-search';
import { type ArtworkPlacement, CENTRED, placedBox } from '@seed/domain/artwork-placement';
import { DomainError } from '@seed/domain/errors';
import { fitArtwork, type PlacementArea, placeOnMockup } from '@seed/media/print-placement';
import { readVariant } from '@seed/media/read-image';
import { deleteImage, type SavedImage, saveImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import sharp from 'sharp';
import { findActiveTopicIds, insertArtwork } from '../artworks/artist-artworks';
import { assertMargin } from '../earnings/settings';
import { findPrintTargets } from '../inventory/print-targets';
import { findOwnedMedia, recordGeneratedMedia } from '../media/service';
import { createOwnedProducts } from '../products/owned-products';

const PHOTO_FOLDER = 'products';

export type Artist = { id: number; displayNameEn: string; displayNameAr: string };
type Target = Awaited<ReturnType<typeof findPrintTargets>>[number];

function slugOf(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 160);
  return `${base || 'artwork'}-${randomBytes(4).toString('hex')}`;
}

// Print areas are in the mockup's original pixels; the stored variant may have been scaled down. The artwork
// goes in the part of the area its placement chooses.
function scaledArea(target: Target, mockupWidth: number, placement: ArtworkPlacement): PlacementArea {
  const scale = mockupWidth / (target.mockup.width ?? mockupWidth);
  const { x, y, width, height } = target.printArea;
  const area = {
    x: Math.round(x * scale),
    y: Math.round(y * scale),
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
  return placedBox(area, placement);
}

async function checkInput(db: Db, userId: number, body: PublishBody) {
  const image = await findOwnedMedia(db, body.mediaId, userId);
  if (!image) {
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
  const inventoryIds = [...new Set(body.inventoryIds)];
  const targets = await findPrintTargets(db, inventoryIds, (body.placement ?? CENTRED).side);
  const missing = inventoryIds.find((itemId) => !targets.some((target) => target.id === itemId));
  if (missing !== undefined) {
    throw new DomainError('INVALID_DATA', `Blank item ${missing} does not exist or cannot be printed on`, {
      reason: 'BLANK_ITEM_NOT_PRINTABLE',
    });
  }
  return { image, topicIds, targets };
}

// One photo per blank item: the artwork where its placement puts it in the print area of the item's mockup.
export async function renderPhotos(
  store: MediaStore,
  artwork: Buffer,
  targets: Target[],
  slug: string,
  placement: ArtworkPlacement,
) {
  const saved: SavedImage[] = [];
  try {
    for (const target of targets) {
      const mockup = await readVariant(store, target.mockup, 'large');
      if (!mockup) {
        throw new DomainError('INVALID_DATA', `Blank item ${target.id} has no mockup image`, {
          reason: 'BLANK_ITEM_HAS_NO_MOCKUP',
        });
      }
      const { width = 0 } = await sharp(mockup).metadata();
      const area = scaledArea(target, width, placement);
      const photo = await placeOnMockup(mockup, await fitArtwork(artwork, area), area);
      saved.push(
        await saveImage(store, photo, { folder: PHOTO_FOLDER, originalName: `${slug}-${target.id}.jpg` }),
      );
    }
    return saved;
  } catch (error) {
    await Promise.all(saved.map((image) => deleteImage(store, image)));
    throw error;
  }
}

/**
 * Publishes an artwork: the artwork row (waiting for approval, so not yet in the shop) and one product per
 * chosen blank item with its photo. Images are made first, outside the transaction; if the rows cannot be
 * written, the images are removed again.
 */
export async function publishArtwork(
  deps: { db: Db; store: MediaStore },
  owner: { userId: number; artist: Artist },
  body: PublishBody,
) {
  const { db, store } = deps;
  const { image, topicIds, targets } = await checkInput(db, owner.userId, body);
  const margin = await assertMargin(db, body.marginFils);
  const art = await readVariant(store, image, 'large');
  if (!art) {
    throw new DomainError('INVALID_DATA', `Image ${image.id} could not be read`, {
      reason: 'ARTWORK_IMAGE_UNREADABLE',
    });
  }
  const slug = slugOf(body.title);
  const placement = body.placement ?? CENTRED;
  const photos = await renderPhotos(store, art, targets, slug, placement);
  const { artist } = owner;
  try {
    return await db.transaction(async (tx) => {
      const photoIds = await recordGeneratedMedia(tx, photos);
      const artwork = await insertArtwork(tx, {
        artistId: artist.id,
        title: body.title,
        titleAr: body.titleAr,
        description: body.description,
        descriptionAr: body.descriptionAr,
        slug,
        mediaId: image.id,
        topicIds,
        placement,
        margin,
        searchText: normalizeSearchText(
          `${body.title} ${body.titleAr} ${artist.displayNameEn} ${artist.displayNameAr}`,
        ),
      });
      const productIds = await createOwnedProducts(
        tx,
        { artistId: artist.id, artworkId: artwork.id, margin },
        targets.map((target, i) => {
          const nameEn = `${body.title} ${target.nameEn}`;
          const nameAr = `${target.nameAr} ${body.titleAr}`;
          const photoId = photoIds[i];
          return {
            nameEn,
            nameAr,
            inventoryId: target.id,
            categoryToSubcategoryId: target.categoryToSubcategoryId,
            price: target.price + margin,
            color: { id: null, value: target.color },
            pictures: photoId === undefined ? [] : [{ side: placement.side, mediaId: photoId }],
            searchText: normalizeSearchText(
              `${nameEn} ${nameAr} ${artist.displayNameEn} ${artist.displayNameAr}`,
            ),
          };
        }),
      );
      return { artwork: { ...artwork, media: image }, productIds };
    });
  } catch (error) {
    await Promise.all(photos.map((photo) => deleteImage(store, photo)));
    throw error;
  }
}
