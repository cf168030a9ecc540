import { DomainError } from '@seed/domain/errors';

export type GifResult = { id: string; previewUrl: string; width: number; height: number };

/** A GIF sticker service. The studio places a GIF's first frame; the server prints from its bytes. */
export interface GifSearch {
  readonly enabled: boolean;
  search(query: string, paging: { limit: number; offset: number }): Promise<GifResult[]>;
  /** The GIF's bytes, or a DomainError when it is unknown or cannot be fetched. */
  fetchGif(id: string): Promise<Buffer>;
}

/** The default: no service configured, so the studio hides GIF stickers and the API refuses GIF layers. */
export const disabledGifSearch: GifSearch = {
  enabled: false,
  search: async () => [],
  fetchGif: async () => {
    throw new DomainError('INVALID_DATA', 'GIF stickers are not available on this store.', {
      reason: 'GIF_SEARCH_UNAVAILABLE',
    });
  },
};
