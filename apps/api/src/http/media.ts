import type { Media } from '@seed/contract/media';
import { mediaUrl } from '@seed/domain/media-url';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type MediaTable = Record<'id' | 'pathname' | 'filename' | 'foldersName', AnyPgColumn>;

/**
 * The media columns a reply needs, from the media table or an alias of it (a row with two images joins it
 * twice); services select these and routes turn them into Media with toMedia.
 */
export function mediaColumns<T extends MediaTable>(table: T): Pick<T, keyof MediaTable> {
  return { id: table.id, pathname: table.pathname, filename: table.filename, foldersName: table.foldersName };
}

type MediaRow = { id: number; pathname: string; filename: string; foldersName: string };

export function toMedia(row: MediaRow | null | undefined, mediaBase: string): Media | null {
  if (!row) return null;
  return {
    ...row,
    url: {
      small: mediaUrl(row, 'small', mediaBase),
      medium: mediaUrl(row, 'medium', mediaBase),
      large: mediaUrl(row, 'large', mediaBase),
    },
  };
}
