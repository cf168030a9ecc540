import { toMedia } from '../../http/media';
import type { findArtist } from './service';

type Artist = NonNullable<Awaited<ReturnType<typeof findArtist>>>;

export function presentArtist(row: Artist, mediaBase: string) {
  return { ...row, media: toMedia(row.media, mediaBase), background: toMedia(row.background, mediaBase) };
}
