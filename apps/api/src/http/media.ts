import { mediaUrl } from '@seed/domain/media-url';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

type MediaTable = Record<'id' | 'pathname' | 'filename' | 'foldersName', AnyPgColumn>;

/**
 * The media columns a reply needs, from the media table or an alias of it (a row with two images joins it
 * twice); services select these and routes turn them into Media with toMedia.
 */
export function mediaColumns<T extends MediaTable>(table: T): Pick<T, keyof MediaTable> {
  return { id: table.id, pathname: table.pathname, filename: table.filename, foldersName: table.foldersName };
}

type MediaRow = { id: number; pathname: string; filename: string; foldersName: string };

const UrlSchema = z.string().nullable();

export const MediaSchema = z
  .object({
    id: z.number().int(),
    pathname: z.string(),
    filename: z.string(),
    foldersName: z.string(),
    url: z
      .object({ small: UrlSchema, medium: UrlSchema, large: UrlSchema })
      .describe('Address of each webp variant; null when the media row is incomplete'),
  })
  .meta({ id: 'Media' });
export type Media = z.infer<typeof MediaSchema>;

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
