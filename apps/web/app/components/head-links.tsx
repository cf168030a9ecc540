import { LOCALES, type Locale } from '@seed/domain/locale';
import { useLocation, useMatches } from 'react-router';

/** A page reachable at two addresses names the one to index with a handle `{ canonicalPath }`. */
export type CanonicalHandle = { canonicalPath: (path: string) => string };

/**
 * The page's canonical address and its versions in each language (React hoists these into <head>).
 * Absolute, from PUBLIC_URL, as search engines require; the query is left out so tracking and sorting
 * parameters do not make duplicate pages. x-default is the unprefixed path, which picks a language.
 */
export function HeadLinks({ lang, publicUrl }: { lang: Locale; publicUrl: string }) {
  const { pathname } = useLocation();
  const canonical = useMatches()
    .map((match) => (match.handle as Partial<CanonicalHandle> | undefined)?.canonicalPath)
    .findLast(Boolean);
  const path = pathname.slice(lang.length + 1);
  const rest = canonical ? canonical(path) : path;
  return (
    <>
      <link rel="canonical" href={`${publicUrl}/${lang}${rest}`} />
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${publicUrl}/${locale}${rest}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${publicUrl}${rest || '/'}`} />
    </>
  );
}
