import { randomUUID } from 'node:crypto';
import { basename } from 'node:path/win32';
import { media } from '@seed/db/schema/media';
import { and, eq } from 'drizzle-orm';
import { mediaColumns } from '../../http/media';
import type { MediaDeps } from './service';

// PDFs are kept as they come, in a folder of their own, and are never public: /media serves only image
// variants, so the owner's API route is the one way to read one back.
const PDF_FOLDER = 'attachments';
export const PDF_MIME_TYPE = 'application/pdf';

/** By content, not by name: every PDF starts with this header. */
export const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

const cleanName = (originalName: string) =>
  Array.from(
    basename(originalName)
      .replace(/\p{Cc}/gu, '')
      .trim(),
  )
    .slice(0, 255)
    .join('');

/** Stores a PDF the caller checked with isPdf and records it as their upload. */
export async function createUploadedPdf(
  { db, store }: MediaDeps,
  upload: { data: Buffer; originalName: string; ownerUserId: number },
) {
  const pathname = `${randomUUID().replaceAll('-', '')}.pdf`;
  await store.put(PDF_FOLDER, pathname, upload.data, PDF_MIME_TYPE);
  try {
    const [row] = await db
      .insert(media)
      .values({
        pathname,
        filename: cleanName(upload.originalName) || pathname,
        foldersName: PDF_FOLDER,
        mimeType: PDF_MIME_TYPE,
        ownerUserId: upload.ownerUserId,
      })
      .returning({ ...mediaColumns(media), mimeType: media.mimeType });
    return row!;
  } catch (error) {
    await store.delete(PDF_FOLDER, pathname);
    throw error;
  }
}

/** A stored PDF's row and content, or null when `id` is not a PDF upload. */
export async function readUploadedPdf({ db, store }: MediaDeps, id: number) {
  const [row] = await db
    .select({ ...mediaColumns(media), ownerUserId: media.ownerUserId })
    .from(media)
    .where(and(eq(media.id, id), eq(media.mimeType, PDF_MIME_TYPE)));
  if (!row) return null;
  const stored = await store.get(row.foldersName, row.pathname);
  return stored ? { row, stored } : null;
}
