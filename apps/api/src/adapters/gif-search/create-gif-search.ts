import type { Config } from '../../config';
import { disabledGifSearch, type GifSearch } from './gif-search';
import { giphyGifSearch } from './giphy';

export function createGifSearch(config: Pick<Config, 'GIPHY_API_KEY' | 'GIPHY_API_URL'>): GifSearch {
  return config.GIPHY_API_KEY
    ? giphyGifSearch(config.GIPHY_API_KEY, config.GIPHY_API_URL)
    : disabledGifSearch;
}
