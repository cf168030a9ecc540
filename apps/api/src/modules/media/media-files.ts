import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';

// A key names one content forever (names are random ids), so browsers and CDNs may keep it for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Params = { folder: string; file: string };

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
    // Only image variants are public; other stored files (PDF briefs) go through their owner's API route.
    if (!file.endsWith('.webp')) return reply.code(404).type('text/plain').send('Not Found');
    // The store answers null for names outside its patterns too, so `..` or `x.png` never reach the disk.
    const stored = await store.get(folder, file);
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
