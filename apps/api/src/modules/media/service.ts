import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import { DomainError } from '@seed/domain/errors';
import { deleteImage, type SavedImage, saveImage } from '@seed/media/save-image';
import type { MediaStore } from '@seed/media/store';
import { and, eq, inArray } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';

// Every upload shares one folder: a name is a random id, so folders would only sort, and nothing needs that.
export const UPLOAD_FOLDER = 'uploads';

export type MediaDeps = { db: Db; store: MediaStore };

export type Upload = { data: Buffer; originalName: string; ownerUserId: number; maxBytes: number };

/**
 * Stores an uploaded image and records it. A file that is not an acceptable image fails with MediaRejected
 * and leaves nothing behind; so does a failed insert, whose variants are deleted again.
 */
export async function createUploadedMedia({ db, store }: MediaDeps, upload: Upload) {
  const saved = await saveImage(store, upload.data, {
    folder: UPLOAD_FOLDER,
    originalName: upload.originalName,
    limits: { maxBytes: upload.maxBytes },
    // The studio prints uploads at their full resolution, which the variants do not keep.
    keepOriginal: true,
  });
  try {
    const [row] = await db
      .insert(media)
      .values({ ...saved, ownerUserId: upload.ownerUserId })
      .returning(mediaColumns(media));
    return row!;
  } catch (error) {
    await deleteImage(store, saved);
    throw error;
  }
}

/** An image the user uploaded, or null: a profile may show only the owner's own uploads. */
export async function findOwnedMedia(db: Db, id: number, ownerUserId: number) {
  const [row] = await db
    .select(mediaColumns(media))
    .from(media)
    .where(and(eq(media.id, id), eq(media.ownerUserId, ownerUserId)));
  return row ?? null;
}

/**
 * A picture staff give a catalogue record must be one they uploaded through the pipeline, or the one the
 * record already shows: an id of someone else's upload would publish a file its owner never meant for the shop.
 */
export async function assertStaffPicture(
  db: Db,
  mediaId: number | null,
  staffId: number,
  current: number | null,
) {
  if (mediaId === null || mediaId === current) return;
  if (!(await findOwnedMedia(db, mediaId, staffId)))
    throw new DomainError('INVALID_DATA', `Image ${mediaId} is not one of your uploads`, {
      reason: 'CATALOGUE_MEDIA_NOT_FOUND',
    });
}

/** The uploads among `ids` that belong to the user, with their type: a design request's attachments. */
export async function findOwnedMediaList(db: Db, ids: number[], ownerUserId: number) {
  if (ids.length === 0) return [];
  return db
    .select({ ...mediaColumns(media), mimeType: media.mimeType, width: media.width, height: media.height })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.ownerUserId, ownerUserId)));
}

/**
 * Gives `toUserId` a record of their own for each of `fromUserId`'s uploads among `ids`, over the same
 * stored files (which never change): a designer's images in a design made for a shopper. Another user's
 * upload is as unknown as a missing one. Returns each id's new id.
 */
export async function shareUploads(db: Db, ids: number[], fromUserId: number, toUserId: number) {
  const shared = new Map<number, number>();
  if (ids.length === 0) return shared;
  const rows = await db
    .select()
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.ownerUserId, fromUserId)));
  for (const id of ids) {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new DomainError('NOT_FOUND', `Image ${id} not found`);
    const { id: _id, createdAt: _createdAt, ...fields } = row;
    const [copy] = await db
      .insert(media)
      .values({ ...fields, ownerUserId: toUserId })
      .returning({ id: media.id });
    shared.set(id, copy!.id);
  }
  return shared;
}

/** Records images the store made itself (product photos of a published artwork); inside the caller's transaction. */
export async function recordGeneratedMedia(db: Db, images: SavedImage[]): Promise<number[]> {
  if (images.length === 0) return [];
  const rows = await db.insert(media).values(images).returning({ id: media.id });
  return rows.map((row) => row.id);
}

/** Media rows by id, in no particular order; missing ids are left out. */
export async function findMediaRows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(mediaColumns(media)).from(media).where(inArray(media.id, ids));
}
