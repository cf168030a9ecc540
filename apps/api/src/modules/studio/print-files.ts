import { randomUUID } from 'node:crypto';
import type { Db } from '@seed/db/client';
import { media } from '@seed/db/schema/media';
import type { DesignSide } from '@seed/domain/design';
import type { MediaStore } from '@seed/media/store';
import { and, eq } from 'drizzle-orm';

// Print files are for production: kept out of /media (the file plugin refuses this folder) and handed
// only to their owner or an admin by the API.
export const PRINT_FOLDER = 'print-files';

export type StoredPrintFile = {
  side: DesignSide;
  pathname: string;
  filename: string;
  width: number;
  height: number;
};

export async function storePrintFile(
  store: MediaStore,
  side: DesignSide,
  file: { png: Buffer; width: number; height: number },
): Promise<StoredPrintFile> {
  const pathname = `${randomUUID().replaceAll('-', '')}.png`;
  await store.put(PRINT_FOLDER, pathname, file.png, 'image/png');
  return {
    side,
    pathname,
    filename: `print-${side.toLowerCase()}.png`,
    width: file.width,
    height: file.height,
  };
}

export const deletePrintFile = (store: MediaStore, file: Pick<StoredPrintFile, 'pathname'>) =>
  store.delete(PRINT_FOLDER, file.pathname);

export const printFileUrl = (mediaId: number) => `/api/studio/print-files/${mediaId}`;

/** A print file of the user's, or any for an admin; null otherwise, so others cannot tell it exists. */
export async function findPrintFile(db: Db, id: number, user: { id: number; role: string }) {
  const [row] = await db
    .select({ pathname: media.pathname, filename: media.filename, ownerUserId: media.ownerUserId })
    .from(media)
    .where(and(eq(media.id, id), eq(media.foldersName, PRINT_FOLDER)));
  if (!row || (row.ownerUserId !== user.id && user.role !== 'ADMIN')) return null;
  return row;
}
