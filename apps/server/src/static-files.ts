import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** For prefixes that serve files: a miss is a plain 404, not a redirect to an HTML page. */
export function plainNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).type('text/plain').send('Not Found');
}

/**
 * The web's client build: `assets/` holds content-hashed bundles, fonts and styles, so they are cached
 * for a year as immutable; the few unhashed root files (favicon) get a short cache.
 */
export async function assetsPlugin(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  await app.register(fastifyStatic, {
    root: join(clientDir, 'assets'),
    // The build is fixed for the process's life; listing files once lets this prefix keep its own 404.
    wildcard: false,
    maxAge: '365d',
    immutable: true,
    // The web build writes .br and .gz beside each bundle; caches must keep one copy per encoding.
    preCompressed: true,
    setHeaders: (response) => response.setHeader('Vary', 'Accept-Encoding'),
  });
  app.setNotFoundHandler(plainNotFound);
}

export async function publicFilesPlugin(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    globIgnore: ['assets/**'],
    index: false,
    decorateReply: false,
    maxAge: '1h',
    immutable: false,
  });
}
