import { LOCALES, type Locale } from '@seed/domain/locale';
import { useLocation } from 'react-router';

/**
 * The page's canonical address and its versions in each language (React hoists these into <head>).
 * Absolute, from PUBLIC_URL, as search engines require; the query is left out so tracking and sorting
 * parameters do not make duplicate pages. x-default is the unprefixed path, which picks a language.
 */
export function HeadLinks({ lang, publicUrl }: { lang: Locale; publicUrl: string }) {
  const { pathname } = useLocation();
  const rest = pathname.slice(lang.length + 1);
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
