import { isPublicObject, isValidFolder, isValidKey, type MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';

// A key names one content forever (names are random ids), so browsers and CDNs may keep it for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Params = { folder: string; file: string };

// A redirect may change with the deployment (another CDN), so browsers keep it a day, not a year.
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

// If-None-Match may list several tags, weak or strong, or `*`; a weak comparison is what GET calls for.
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

type MediaFilesOptions = {
  store: MediaStore;
  // A CDN in front of the bucket: variants are sent there instead of streamed through this process.
  redirectBase?: string;
};

/**
 * Serves the webp variants from the media store at `/{folder}/{size}_{name}.webp`. Register it outside the
 * API with `{ prefix: '/media' }`, which is where @seed/domain/media-url points.
 */
export async function mediaFilesPlugin(app: FastifyInstance, { store, redirectBase }: MediaFilesOptions) {
  app.get<{ Params: Params }>('/:folder/:file', async (request, reply) => {
    const { folder, file } = request.params;
    const isPublic = isPublicObject(folder, file);
    if (redirectBase && isPublic && isValidFolder(folder) && isValidKey(file)) {
      // The bucket lays variants out as these paths (s3-store.ts), so the CDN's address is the same path;
      // valid names need no encoding. A missing one is the CDN's 404 to give.
      return reply
        .header('cache-control', REDIRECT_CACHE_CONTROL)
        .redirect(`${redirectBase}/media/${folder}/${file}`, 302);
    }
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
