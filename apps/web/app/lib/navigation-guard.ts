// Spec §2: navigating to another site must be asked for explicitly, and some protocols never navigate.
// URLs come from API answers (payment gateways, sign-in providers, banners), so a stray `javascript:` or
// an attacker's origin must not reach `location.assign` by accident.

type NavigateOptions = {
  /** Allows a URL on another origin (a payment gateway, a sign-in provider). */
  external?: boolean;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
};

type CheckOptions = { external?: boolean; currentOrigin: string };

// Only these ever navigate; everything else (`javascript:`, `data:`, `vbscript:`, `file:`, `blob:`…)
// is refused, so a protocol nobody thought of is refused too.
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
// Protocols that leave the page without being another origin's web page.
const HANDOFF_PROTOCOLS = new Set(['mailto:', 'tel:']);

const EXTERNAL_URL_MESSAGE =
  'Navigating to an external URL is not allowed by default. Use `navigateTo(url, { external: true })`.';

class NavigationError extends Error {
  override readonly name = 'NavigationError';
}

/**
 * Resolves `url` against the current origin and tells where it leads, or throws a NavigationError.
 * Parsing with URL (as the browser does) rather than matching text means tabs, newlines, leading spaces
 * and mixed case (`JaVa\tScRiPt:`) cannot slip past, and `//evil.example` counts as external.
 */
export function checkNavigation(url: string, { external = false, currentOrigin }: CheckOptions): URL {
  let target: URL;
  try {
    target = new URL(url, currentOrigin);
  } catch {
    throw new NavigationError(`Cannot navigate to an invalid URL: ${url}`);
  }
  if (!ALLOWED_PROTOCOLS.has(target.protocol)) {
    throw new NavigationError(`Cannot navigate to a URL with '${target.protocol}' protocol`);
  }
  const leaves = HANDOFF_PROTOCOLS.has(target.protocol) || target.origin !== currentOrigin;
  if (leaves && !external) throw new NavigationError(EXTERNAL_URL_MESSAGE);
  return target;
}

/**
 * A full-page navigation to a URL known only at run time (a gateway's payment page, a provider's
 * sign-in page). Links inside the store use React Router's <Link> or redirect() instead.
 */
export function navigateTo(url: string, options: NavigateOptions = {}): void {
  const target = checkNavigation(url, { external: options.external, currentOrigin: window.location.origin });
  if (options.replace) window.location.replace(target.href);
  else window.location.assign(target.href);
}
