import { pipeline, type Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** The first of our encodings the client accepts (q > 0), in our order of preference. */
export function negotiate(header: string | undefined): Encoding | undefined {
  const accepted = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  return (['br', 'gzip'] as const).find((encoding) => (accepted.get(encoding) ?? 0) > 0);
}

/**
 * Pages reach the browser through the not-found handler, which @fastify/compress (a per-route hook) never
 * sees, so they are compressed here. Every chunk is flushed: React streams the shell first and deferred
 * data later, and a compressor holding bytes back would delay the first paint.
 */
export function compressPage(request: FastifyRequest, reply: FastifyReply, body: Readable): Readable {
  reply.header('vary', 'Accept-Encoding');
  const encoding = negotiate(request.headers['accept-encoding']);
  if (!encoding) return body;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  // pipeline, not pipe: a failing render must destroy the compressed stream too, or the reply would hang.
  return pipeline(body, compressor, () => {});
}
