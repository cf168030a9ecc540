import { LOCALES } from '@seed/domain/locale';

/** The largest sitemap a search engine reads in one file (sitemaps.org): 50,000 addresses. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );

/**
 * A sitemap of the given paths (after the language prefix, '' for home), each in every language, with
 * the other languages named as alternates so search engines pair the Arabic and English pages.
 */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const address = (lang: string, path: string) => escapeXml(`${publicUrl}/${lang}${path}`);
  const entries = paths.flatMap((path) => {
    const alternates = LOCALES.map(
      (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${address(lang, path)}"/>`,
    ).join('');
    return LOCALES.map((lang) => `<url><loc>${address(lang, path)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
