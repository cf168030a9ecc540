import { LOCALES, type Locale } from '@seed/domain/locale';
import { useLocation, useMatches } from 'react-router';

/** A page reachable at two addresses names the one to index with a handle `{ canonicalPath }`. */
export type CanonicalHandle = { canonicalPath: (path: string) => string };

// Query parameters that select different content (page 2 of a list, an artist's artworks tab); any other
// parameter (tracking, sorting, filters) would only make duplicates of the same page.
const CONTENT_PARAMS = ['view', 'page'] as const;

function contentQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of CONTENT_PARAMS) {
    const value = params.get(key);
    if (value && !(key === 'page' && value === '1')) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * The page's canonical address and its versions in each language (React hoists these into <head>).
 * Absolute, from PUBLIC_URL, as search engines require; only the parameters of CONTENT_PARAMS are kept.
 * x-default is the unprefixed path, which picks a language.
 */
export function HeadLinks({ lang, publicUrl }: { lang: Locale; publicUrl: string }) {
  const { pathname, search } = useLocation();
  const canonical = useMatches()
    .map((match) => (match.handle as Partial<CanonicalHandle> | undefined)?.canonicalPath)
    .findLast(Boolean);
  const path = pathname.slice(lang.length + 1);
  const rest = (canonical ? canonical(path) : path) + contentQuery(search);
  return (
    <>
      <link rel="canonical" href={`${publicUrl}/${lang}${rest}`} />
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${publicUrl}/${locale}${rest}`} />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={`${publicUrl}${rest.startsWith('/') ? rest : `/${rest}`}`}
      />
    </>
  );
}
