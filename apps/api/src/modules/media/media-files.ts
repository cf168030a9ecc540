import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';

// A key names one content forever (names are random ids), so browsers and CDNs may keep it for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Params = { folder: string; file: string };

/** Folders whose files are never served here: print files reach their owner through the API. */
export const PRIVATE_FOLDERS = new Set(['print-files']);

// If-None-Match may list several tags, weak or strong, or `*`; a weak comparison is what GET calls for.
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Serves the webp variants from the media store at `/{folder}/{size}_{name}.webp`. Register it outside the
 * API with `{ prefix: '/media' }`, which is where @seed/domain/media-url points.
 */
export async function mediaFilesPlugin(app: FastifyInstance, { store }: { store: MediaStore }) {
  app.get<{ Params: Params }>('/:folder/:file', async (request, reply) => {
    const { folder, file } = request.params;
    // Only the webp variants are public: kept originals (an SVG among them), print files and PDF briefs
    // (served by their owner's API route) are not.
    const isPublic = file.endsWith('.webp') && !PRIVATE_FOLDERS.has(folder);
    // The store answers null for names outside its patterns too, so `..` never reaches the disk.
    const stored = isPublic ? await store.get(folder, file) : null;
    if (!stored) return reply.code(404).type('text/plain').send('Not Found');
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', stored.etag)
      .header('x-content-type-options', 'nosniff');
    if (matchesEtag(request.headers['if-none-match'], stored.etag)) {
      stored.body.destroy();
      return reply.code(304).send();
    }
    return reply.type('image/webp').header('content-length', stored.size).send(stored.body);
  });
}
