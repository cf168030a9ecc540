// Stands for the store when no origin is given: only paths can then resolve to it.
const PROBE_ORIGIN = 'http://same-site.invalid';

// C0 and C1 controls: browsers drop tabs and newlines from a Location, so `/\t/evil.com` reads as `//evil.com`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const REFUSED_CHARACTERS = /[\\\u0000-\u001f\u007f-\u009f]/;
const ABSOLUTE = /^https?:\/\//i;

/**
 * A return address (a `redirect` parameter, a form's return path, a gateway's callback) as a path of the
 * store, else the fallback (the language home): an open redirect would lend the store's name to phishing.
 * The target is resolved against the store's own origin the way a browser would resolve it, dot segments
 * and percent-encoded dots included, so `/..//evil.com` and `/.%2e//evil.com` are seen for what they are
 * (`//evil.com`, another host). Absolute URLs pass only when `origin` is given and they are on it. The
 * answer is always a path with a single leading slash, never a URL a browser could read as another site.
 */
export function safeRedirect(target: unknown, fallback: string, origin?: string): string {
  if (typeof target !== 'string' || REFUSED_CHARACTERS.test(target)) return fallback;
  if (!target.startsWith('/') && !(origin && ABSOLUTE.test(target))) return fallback;
  let own: string;
  let url: URL;
  try {
    own = origin ? new URL(origin).origin : PROBE_ORIGIN;
    url = new URL(target, own);
  } catch {
    return fallback;
  }
  if (url.origin !== own || url.username || url.password) return fallback;
  // After dot segments are removed a path can still start with `//`: as a Location that is another host.
  if (url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
