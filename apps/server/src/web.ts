import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { crossSiteRefusal } from '@seed/web/cross-site';
import type { WebLoadContext } from '@seed/web/load-context';
import { prepareVisitor } from '@seed/web/visitor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { injectApiFetch } from './api-fetch';
import { compressPage } from './compress-page';
import { renderInTurn } from './render-turns';

export type WebOptions = {
  /** apps/web/build/server/index.js, the output of `react-router build`. */
  serverBuildFile: string;
  mode: 'production' | 'development';
  apiPrefix: string;
  /** PUBLIC_URL: pages link to their canonical address with it. */
  publicUrl: string;
  /** Whether cookies that sign in carry `Secure` (config.SECURE_COOKIES). */
  secureCookies: boolean;
  /** PUBLIC_HOST: a page asked for at `{subdomain}.{publicHost}` is that artist's shop. */
  publicHost: string;
  /** Pages rendered at once; the rest wait their turn (see renderInTurn). */
  renderSlots: number;
  /** Gives the page's reply its CSP nonce and the CSP that allows it. */
  securePage: (reply: FastifyReply) => void;
};

/**
 * React Router's server rendering for every path no other plugin claims. It is the root's not-found
 * handler rather than a `*` route, so `/api/...` and `/assets/...` misses still reach their own prefix's
 * 404 handler (JSON for the API) instead of becoming HTML pages.
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const build = (await import(pathToFileURL(options.serverBuildFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, options.mode);

  // React Router reads form posts itself, so bodies stay unparsed streams here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const inTurn = renderInTurn(options.renderSlots);

  app.setNotFoundHandler(async (request, reply) => {
    await inTurn(reply);
    if (reply.raw.closed) return reply;
    options.securePage(reply);
    const context: WebLoadContext = {
      apiFetch: injectApiFetch(app, options.apiPrefix, request),
      publicUrl: options.publicUrl,
      publicHost: options.publicHost,
      secureCookies: options.secureCookies,
      cspNonce: reply.cspNonce,
      reportError: (err) => request.log.error({ err }, 'page failed'),
    };
    const visitor = await prepareVisitor(
      request.headers.cookie,
      { pageLoad: isPageLoad(request), secure: options.secureCookies },
      context.apiFetch,
    );
    const webRequest = toWebRequest(request, reply, visitor.cookieHeader);
    // Before React Router runs any action: a forged write gets its refusal and none of the visitor's cookies.
    const refused = crossSiteRefusal(webRequest, options.publicUrl);
    if (refused) return sendWebResponse(request, reply, refused, []);
    const response = await handle(webRequest, context);
    return sendWebResponse(request, reply, response, visitor.setCookies);
  });
}

// A page the browser navigates to, not a loader refetch (`.data`) or a resource route's fetch.
function isPageLoad(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, cookieHeader: string): Request {
  // protocol and host honour X-Forwarded-* only when trustProxy says the proxy is ours.
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'cookie') continue;
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  if (cookieHeader !== '') headers.set('cookie', cookieHeader);
  // Loaders get the abort when the visitor goes away, so they can stop their API calls.
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    // Required by Node's fetch for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  });
}

function sendWebResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  visitorCookies: string[],
) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = [...visitorCookies, ...response.headers.getSetCookie()];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // Streamed as React renders, so the shell reaches the browser before deferred data is ready.
  return reply.send(compressPage(request, reply, Readable.fromWeb(response.body as NodeReadableStream)));
}
