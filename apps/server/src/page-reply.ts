import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiate } from './compress-page';
import type { CachedPage, PageTags } from './page-cache';
import { cspWithHashes } from './page-csp';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Headers of the render that the cached page sets itself, or that describe one encoding of the body only.
const OWN_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'content-security-policy',
  'cache-control',
  'etag',
  'vary',
]);

// Only the language cookie may be set by a shared page: it is the same for every visitor of the page's key.
const SHARED_COOKIE = /^locale=/;

/**
 * The page a render makes for every anonymous visitor of its key, or null if it must not be shared: not a
 * 200 HTML page, a part of it failed (a deferred list left out), or it set a cookie of the visitor's own.
 * Compressed once here, harder than per request, so that a hit only writes bytes.
 */
export async function cachedPageOf(
  rendered: { response: Response; body: Buffer; clean: boolean; tags: PageTags },
  reply: FastifyReply,
): Promise<CachedPage | null> {
  const { response, body, clean, tags } = rendered;
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html') || !clean) return null;
  const setCookies = response.headers.getSetCookie();
  if (!setCookies.every((cookie) => SHARED_COOKIE.test(cookie))) return null;
  const csp = String(reply.getHeader('content-security-policy') ?? '');
  const html = body.toString('utf8');
  const hashed = cspWithHashes(csp, reply.cspNonce, html);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipped(body, { level: 9 }),
  ]);
  const digest = createHash('sha256').update(body).update(hashed).digest('base64url').slice(0, 27);
  return {
    status: 200,
    headers: [...response.headers].filter(([name]) => !OWN_HEADERS.has(name)),
    setCookies,
    csp: hashed,
    etag: `W/"${digest}"`,
    bodies: { identity: body, br, gzip: gz },
    tags,
  };
}

// RFC 9110 §13.1.2: a weak comparison, any of a list, or `*`.
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sends a shared page: the same bytes to everyone, with this visitor's own cookies (a new visitor's device
 * id and currency). `no-cache` lets a CDN or the browser keep it but ask every time, which a matching ETag
 * answers with a 304: only the change feed decides when a page is stale. It varies by cookie because a
 * signed-in visitor or another currency gets another page; a reply that sets cookies is `private`.
 */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  visitorCookies: string[],
  state: 'HIT' | 'MISS',
) {
  for (const [name, value] of page.headers) reply.header(name, value);
  const cookies = [...visitorCookies, ...page.setCookies];
  reply
    .header('content-security-policy', page.csp)
    .header('etag', page.etag)
    // A reply that sets cookies (a new visitor's device id) is that visitor's: no shared cache may keep it.
    .header('cache-control', cookies.length > 0 ? 'private, no-cache' : 'public, no-cache')
    .header('vary', 'Accept-Encoding, Cookie')
    .header('x-page-cache', state);
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (matches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  const encoding = negotiate(request.headers['accept-encoding']);
  reply.status(page.status);
  if (!encoding) return reply.send(page.bodies.identity);
  return reply.header('content-encoding', encoding).send(page.bodies[encoding]);
}
