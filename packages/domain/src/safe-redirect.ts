// Any origin would do: a path that resolves to another one leaves the site.
const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * A `redirect` parameter as a path of this site, else the fallback: an open redirect would lend the
 * store's name to phishing. Backslashes and control characters are refused outright because browsers
 * read `/\evil.com` and `/\t/evil.com` as `//evil.com`.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
