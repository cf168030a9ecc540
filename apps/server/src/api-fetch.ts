import type { ApiFetch } from '@seed/web/load-context';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';

// Placeholder origin for parsing; inject never opens a socket.
const INTERNAL_ORIGIN = 'http://api.internal';

/**
 * The web's API calls for one page request, through `fastify.inject`: the API's full HTTP pipeline (hooks,
 * validation, rate limits, error handler) without a socket. The caller's address and request id go along,
 * so rate limits count the visitor rather than the server, and one id follows the page through the logs.
 */
export function injectApiFetch(app: FastifyInstance, prefix: string, page: FastifyRequest): ApiFetch {
  return async (path, init) => {
    const request = new Request(new URL(`${prefix}${path}`, INTERNAL_ORIGIN), init);
    const headers = Object.fromEntries(request.headers);
    headers['x-request-id'] = page.id;
    const reply = await app.inject({
      method: request.method as InjectOptions['method'],
      url: `${prefix}${path}`,
      headers,
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
      remoteAddress: page.ip,
      signal: init?.signal ?? undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      for (const one of [value ?? []].flat()) responseHeaders.append(name, String(one));
    }
    // 204 and 304 must not carry a body, not even an empty one, or Response throws.
    const body = reply.rawPayload.length > 0 ? reply.rawPayload : null;
    return new Response(body, { status: reply.statusCode, headers: responseHeaders });
  };
}
