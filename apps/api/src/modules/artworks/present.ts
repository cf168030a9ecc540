import { toMedia } from '../../http/media';
import type { listArtworks } from './service';

type Card = Awaited<ReturnType<typeof listArtworks>>['items'][number];

/** A card or an artwork page (a card with its topics): the image as URLs, the date as ISO text. */
export function presentArtwork<T extends Card>(row: T, mediaBase: string) {
  return { ...row, createdAt: row.createdAt.toISOString(), media: toMedia(row.media, mediaBase) };
}
