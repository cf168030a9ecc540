import type { ApiFetch } from '@seed/web/load-context';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';

// Placeholder origin for parsing; inject never opens a socket.
const INTERNAL_ORIGIN = 'http://api.internal';

/**
 * Asked of the API by a page render that may be cached: the API's reply then names what it showed in
 * `PAGE_TAGS_HEADER` (see page-tags.ts), which the page takes as its own tags; the header stops here.
 */
export const PAGE_TAGS_HEADER = 'x-page-cache-tags';

/** Receives what one API reply of the page showed: its tags, or `any` when it named none. */
export type TagSink = (tags: readonly string[] | 'any') => void;

/**
 * The web's API calls for one page request, through `fastify.inject`: the API's full HTTP pipeline (hooks,
 * validation, rate limits, error handler) without a socket. The caller's address and request id go along,
 * so rate limits count the visitor rather than the server, and one id follows the page through the logs.
 * With `tagSink`, each reply's tags are handed to it (a page being rendered for the page cache).
 */
export function injectApiFetch(
  app: FastifyInstance,
  prefix: string,
  page: FastifyRequest,
  tagSink?: TagSink,
): ApiFetch {
  return async (path, init) => {
    const request = new Request(new URL(`${prefix}${path}`, INTERNAL_ORIGIN), init);
    const headers = Object.fromEntries(request.headers);
    headers['x-request-id'] = page.id;
    if (tagSink) headers[PAGE_TAGS_HEADER] = '?';
    const reply = await app.inject({
      method: request.method as InjectOptions['method'],
      url: `${prefix}${path}`,
      headers,
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
      remoteAddress: page.ip,
      signal: init?.signal ?? undefined,
    });
    if (tagSink) {
      const tags = reply.headers[PAGE_TAGS_HEADER];
      tagSink(typeof tags === 'string' && tags !== 'any' ? tags.split(' ').filter(Boolean) : 'any');
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (name === PAGE_TAGS_HEADER) continue;
      for (const one of [value ?? []].flat()) responseHeaders.append(name, String(one));
    }
    // 204 and 304 must not carry a body, not even an empty one, or Response throws.
    const body = reply.rawPayload.length > 0 ? reply.rawPayload : null;
    return new Response(body, { status: reply.statusCode, headers: responseHeaders });
  };
}
