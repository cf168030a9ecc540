// An artist's shop lives at `{subdomain}.{PUBLIC_HOST}`, so a subdomain must be a valid DNS label and must not
// shadow a host the store itself uses.

const MAX_LABEL = 63;
const RESERVED = new Set(['www', 'api', 'admin', 'media', 'assets', 'mail', 'shop', 'static', 'cdn']);
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const isValidSubdomain = (label: string) => LABEL.test(label) && !RESERVED.has(label);

/**
 * The subdomain a new artist would like: their name in Latin letters and digits joined by hyphens, or
 * `artist-{userId}` when nothing of the name is left (an Arabic name). `taken` says which are in use; a number
 * is added until one is free.
 */
export function pickSubdomain(name: string, userId: number, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_LABEL - 8)
      .replace(/-+$/, '') || `artist-${userId}`;
  const usable = (label: string) => isValidSubdomain(label) && !taken.has(label);
  if (usable(base)) return base;
  for (let n = 2; ; n++) {
    const label = `${base}-${n}`;
    if (usable(label)) return label;
  }
}

/**
 * The artist subdomain a request's host names, or null: `noura.store.example` with the public host
 * `store.example` gives `noura`. Ports are ignored; hosts are case-insensitive; only one label may precede
 * the public host.
 */
export function subdomainOfHost(host: string, publicHost: string): string | null {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const suffix = `.${publicHost.toLowerCase()}`;
  if (!name.endsWith(suffix)) return null;
  const label = name.slice(0, -suffix.length);
  return isValidSubdomain(label) ? label : null;
}
