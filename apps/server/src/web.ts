import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { ChangeFeed } from '@seed/api/http/cache-invalidation';
import { crossSiteRefusal } from '@seed/web/cross-site';
import type { WebLoadContext } from '@seed/web/load-context';
import { prepareVisitor, type Visitor } from '@seed/web/visitor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { injectApiFetch, type TagSink } from './api-fetch';
import { compressPage } from './compress-page';
import { PageCache } from './page-cache';
import { pageKey, sharedPage } from './page-key';
import { cachedPageOf, sendCachedPage } from './page-reply';
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
  /** The change notices that drop cached pages (decision 0040); without it no page is cached. */
  changes?: ChangeFeed;
  /** The page cache's bound, all encodings counted. */
  pageCacheBytes?: number;
};

const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** A render read to its end, for the page cache; `clean` is false if any part of it failed. */
type Rendered = { response: Response; body: Buffer; clean: boolean; tags: Set<string> | 'any' };

/**
 * React Router's server rendering for every path no other plugin claims. It is the root's not-found
 * handler rather than a `*` route, so `/api/...` and `/assets/...` misses still reach their own prefix's
 * 404 handler (JSON for the API) instead of becoming HTML pages. The storefront's shared pages are served
 * to anonymous visitors from the page cache (decision 0048).
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const build = (await import(pathToFileURL(options.serverBuildFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, options.mode);
  const cache =
    options.changes &&
    new PageCache({ maxBytes: options.pageCacheBytes ?? DEFAULT_PAGE_CACHE_BYTES, changes: options.changes });

  // React Router reads form posts itself, so bodies stay unparsed streams here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const inTurn = renderInTurn(options.renderSlots);

  const loadContext = (request: FastifyRequest, reply: FastifyReply, tagSink?: TagSink) => {
    let clean = true;
    const context: WebLoadContext = {
      apiFetch: injectApiFetch(app, options.apiPrefix, request, tagSink),
      publicUrl: options.publicUrl,
      publicHost: options.publicHost,
      secureCookies: options.secureCookies,
      cspNonce: reply.cspNonce,
      reportError: (err) => {
        clean = false;
        request.log.error({ err }, 'page failed');
      },
    };
    return { context, isClean: () => clean };
  };

  const visitorOf = (request: FastifyRequest) =>
    prepareVisitor(
      request.headers.cookie,
      { pageLoad: isPageLoad(request), secure: options.secureCookies },
      injectApiFetch(app, options.apiPrefix, request),
    );

  // Every page as it was before the cache: rendered for this request and streamed as React renders.
  const renderLive = async (request: FastifyRequest, reply: FastifyReply, prepared?: Visitor) => {
    await inTurn(reply);
    if (reply.raw.closed) return reply;
    options.securePage(reply);
    const { context } = loadContext(request, reply);
    const visitor = prepared ?? (await visitorOf(request));
    const webRequest = toWebRequest(request, reply, visitor.cookieHeader);
    // Before React Router runs any action: a forged write gets its refusal and none of the visitor's cookies.
    const refused = crossSiteRefusal(webRequest, options.publicUrl);
    if (refused) return sendWebResponse(request, reply, refused, []);
    const response = await handle(webRequest, context);
    return sendWebResponse(request, reply, response, visitor.setCookies);
  };

  // A shared page rendered to its end, with what its API replies showed.
  const renderWhole = async (
    request: FastifyRequest,
    reply: FastifyReply,
    visitor: Visitor,
  ): Promise<Rendered | null> => {
    await inTurn(reply);
    if (reply.raw.closed) return null;
    options.securePage(reply);
    const tags = new Set<string>();
    let any = false;
    const { context, isClean } = loadContext(request, reply, (named) => {
      if (named === 'any') any = true;
      else for (const tag of named) tags.add(tag);
    });
    const response = await handle(toWebRequest(request, reply, visitor.cookieHeader), context);
    const body = Buffer.from(await response.arrayBuffer());
    return { response, body, clean: isClean(), tags: any ? 'any' : tags };
  };

  app.setNotFoundHandler(async (request, reply) => {
    const shared = cache && sharedPage(request);
    if (!cache || !shared) return renderLive(request, reply);

    const visitor = await visitorOf(request);
    const key = pageKey(request, shared, visitor.cookieHeader);
    const hit = cache.get(key);
    if (hit) return sendCachedPage(request, reply, hit, visitor.setCookies, 'HIT');
    // A HEAD has no body to store; it is answered as before.
    if (request.method === 'HEAD') return renderLive(request, reply, visitor);

    const startedAt = cache.clock;
    const mine: { rendered?: Rendered | null; page?: Awaited<ReturnType<typeof cachedPageOf>> } = {};
    const filled = await cache.fill(key, async () => {
      mine.rendered = await renderWhole(request, reply, visitor);
      mine.page = mine.rendered && (await cachedPageOf(mine.rendered, reply));
      return mine.page && cache.store(key, mine.page, startedAt) ? mine.page : null;
    });
    if (reply.raw.closed) return reply;
    if (mine.page) return sendCachedPage(request, reply, mine.page, visitor.setCookies, 'MISS');
    if (mine.rendered) {
      const { response, body } = mine.rendered;
      return sendWebResponse(request, reply, response, visitor.setCookies, body);
    }
    // Another visitor's render of this page, if it could be kept; otherwise this visitor's own.
    if (filled) return sendCachedPage(request, reply, filled, visitor.setCookies, 'HIT');
    return renderLive(request, reply, visitor);
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
  /** The body when it was already read whole (a shared page that could not be cached). */
  read?: Buffer,
) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = [...visitorCookies, ...response.headers.getSetCookie()];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (read) return reply.send(compressPage(request, reply, Readable.from([read])));
  if (!response.body) return reply.send();
  // Streamed as React renders, so the shell reaches the browser before deferred data is ready.
  return reply.send(compressPage(request, reply, Readable.fromWeb(response.body as NodeReadableStream)));
}
