import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  // Quoted, as sent in the ETag header.
  etag: string;
}

// Where image variants live: a local folder by default, an S3-compatible bucket when one is configured.
// Keys never change content once written (names are random), which is what lets them be cached forever.
export interface MediaStore {
  put(folder: string, key: string, data: Buffer, contentType: string): Promise<void>;
  // null when the object is missing or the folder or key could not name one.
  get(folder: string, key: string): Promise<StoredObject | null>;
  // Deleting a missing object is not an error.
  delete(folder: string, key: string): Promise<void>;
}

// Narrow names keep folders and keys safe as path segments and as object-store keys alike. Variants are
// webp; originals kept for printing, the studio's print files and design requests' PDF briefs keep their
// own type.
const FOLDER = /^[a-z0-9_-]{1,60}$/;
const KEY = /^[a-z0-9_-]{1,150}\.(?:webp|png|jpg|gif|svg|pdf)$/;

export const isValidFolder = (folder: string) => FOLDER.test(folder);
export const isValidKey = (key: string) => KEY.test(key);

export function assertValidLocation(folder: string, key: string): void {
  if (!isValidFolder(folder)) throw new TypeError(`Invalid media folder: ${JSON.stringify(folder)}`);
  if (!isValidKey(key)) throw new TypeError(`Invalid media key: ${JSON.stringify(key)}`);
}

/** Folders whose files are never public: print files reach their owner through the API. */
const PRIVATE_FOLDERS: ReadonlySet<string> = new Set(['print-files']);

// Only the webp variants may be served to anyone: kept originals (an SVG among them), print files and PDF
// briefs are served by their owner's API route.
export const isPublicObject = (folder: string, key: string) =>
  key.endsWith('.webp') && !PRIVATE_FOLDERS.has(folder);
