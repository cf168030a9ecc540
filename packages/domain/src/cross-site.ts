// Methods that change nothing; every other one is a write.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type RequestSite = {
  method: string;
  /** The `Origin` header, when sent (browsers send it with every POST, PUT, PATCH and DELETE). */
  origin?: string | null;
  /** The `Sec-Fetch-Site` header, for browsers that send no `Origin`. */
  secFetchSite?: string | null;
  /** The `Host` the request was sent to. */
  host?: string | null;
};

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Whether a browser sent this write from a page of another site (cross-site request forgery): its
 * `Origin` is neither one of the store's own origins nor the host it was sent to (an artist's shop at a
 * sub-domain posts to itself), or, without an `Origin`, the browser says `Sec-Fetch-Site: cross-site`.
 * `Origin: null` hides the page (a sandboxed frame, a page sent with no referrer): only the browser's own
 * `Sec-Fetch-Site: same-origin` then lets it through. A client that sends neither header is not a browser
 * and cannot carry a visitor's cookies against their will.
 */
export function isCrossSiteWrite(request: RequestSite, ownOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.origin?.trim();
  const fetchSite = request.secFetchSite?.trim().toLowerCase();
  if (origin === 'null') return fetchSite !== 'same-origin';
  if (origin) {
    if (ownOrigins.some((own) => parse(own)?.origin === origin)) return false;
    const host = parse(origin)?.host;
    return !host || host !== request.host?.toLowerCase();
  }
  return fetchSite === 'cross-site';
}
