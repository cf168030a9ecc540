import { DomainError } from '@seed/domain/errors';
import type { GifResult, GifSearch } from './gif-search';

type GiphyImage = { url?: string; width?: string; height?: string };
type GiphyGif = { id: string; images: Record<string, GiphyImage | undefined> };

// Giphy's replies are large; a search or a GIF that takes longer than this is not worth waiting for.
const TIMEOUT_MS = 8000;
// A GIF bigger than the studio's own upload limit is not printed either.
const MAX_GIF_BYTES = 15 * 1024 * 1024;

const gifGone = () => new DomainError('NOT_FOUND', 'This GIF no longer exists.', { reason: 'GIF_NOT_FOUND' });
const gifTooLarge = () =>
  new DomainError('INVALID_DATA', 'This GIF is too large to print.', { reason: 'GIF_TOO_LARGE' });

function toResult(gif: GiphyGif): GifResult | null {
  const preview = gif.images.fixed_width;
  if (!preview?.url) return null;
  return {
    id: gif.id,
    previewUrl: preview.url,
    width: Number(preview.width) || 200,
    height: Number(preview.height) || 200,
  };
}

async function getJson(url: URL): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (response.status === 404) throw gifGone();
  if (!response.ok) throw new Error(`Giphy answered ${response.status}`);
  return response.json();
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The GIF download answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_GIF_BYTES) throw gifTooLarge();
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_GIF_BYTES) throw gifTooLarge();
  return bytes;
}

/** Giphy's search API; `baseUrl` points at a local stand-in in tests. */
export function giphyGifSearch(apiKey: string, baseUrl: string): GifSearch {
  const endpoint = (path: string, params: Record<string, string>) => {
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path}`);
    for (const [name, value] of Object.entries({ api_key: apiKey, ...params })) {
      url.searchParams.set(name, value);
    }
    return url;
  };
  return {
    enabled: true,
    async search(query, { limit, offset }) {
      const params = { q: query, limit: String(limit), offset: String(offset), rating: 'g' };
      const body = (await getJson(endpoint('gifs/search', params))) as { data?: GiphyGif[] };
      return (body.data ?? []).map(toResult).filter((gif) => gif !== null);
    },
    async fetchGif(id) {
      if (!/^[A-Za-z0-9]{1,64}$/.test(id)) throw gifGone();
      const body = (await getJson(endpoint(`gifs/${id}`, {}))) as { data?: GiphyGif };
      const url = body.data?.images.original?.url;
      if (!url) throw gifGone();
      return download(url);
    },
  };
}
