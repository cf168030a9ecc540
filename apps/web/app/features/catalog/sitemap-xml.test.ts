import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap-xml';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://store.test', ['', '/products/4?x=1&y=2']);

  it('lists every path in each language, Arabic first', () => {
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://store.test/ar',
      'https://store.test/en',
      'https://store.test/ar/products/4?x=1&amp;y=2',
      'https://store.test/en/products/4?x=1&amp;y=2',
    ]);
  });

  it('names both languages as alternates of each address', () => {
    const first = xml.split('\n').find((line) => line.includes('<loc>https://store.test/en</loc>'));
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://store.test/ar"/>');
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://store.test/en"/>');
  });

  it('is a urlset of the sitemaps.org schema', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});
