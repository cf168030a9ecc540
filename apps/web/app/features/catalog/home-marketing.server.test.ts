import { describe, expect, it } from 'vitest';
import { fakeApi, fakeMedia as media } from './fake-api';
import { loadBanners, loadCarousel, storeHref } from './home-marketing.server';

describe('storeHref', () => {
  it('puts a store path in the page language', () => {
    expect(storeHref('/shop/products', 'ar')).toBe('/ar/shop/products');
    expect(storeHref(' /collection/1?x=1 ', 'en')).toBe('/en/collection/1?x=1');
    expect(storeHref('/', 'en')).toBe('/en');
  });

  it('keeps a path that already has a language', () => {
    expect(storeHref('/en/shop', 'ar')).toBe('/en/shop');
    expect(storeHref('/ar', 'en')).toBe('/ar');
  });

  it('drops what would leave the site or is no link at all', () => {
    for (const url of [
      '',
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(storeHref(url, 'ar')).toBeNull();
    }
  });
});

describe('home marketing', () => {
  const api = fakeApi({
    '/carousel': [
      {
        id: 1,
        name: 'Desert tones',
        nameAr: 'ألوان الصحراء',
        forwardingURLWeb: '/shop',
        backgroundColor: '#123456',
        isActive: true,
        mediaWeb: media('one-en'),
        mediaWebAr: media('one'),
      },
      {
        id: 2,
        name: 'No picture',
        nameAr: 'بلا صورة',
        forwardingURLWeb: '',
        backgroundColor: '#123456',
        isActive: true,
        mediaWeb: media('two-en'),
        mediaWebAr: null,
      },
      {
        id: 3,
        name: 'Outside',
        nameAr: 'خارج',
        forwardingURLWeb: 'https://x.example',
        backgroundColor: 'nope',
        isActive: true,
        mediaWeb: null,
        mediaWebAr: media('three'),
      },
    ],
    '/banner': [
      {
        id: 7,
        nameEn: 'Meet our artists',
        nameAr: 'تعرّف على فنانينا',
        forwardingURLWeb: '/shop/artists',
        forwardingURL: '',
        backgroundColor: 'red;background:url(x)',
        media: media('seven-en'),
        mediaAr: media('seven-ar'),
      },
    ],
  });

  it('keeps the slides that have a picture in the page language, named and linked in it', async () => {
    expect(await loadCarousel(api, 'ar')).toEqual([
      { id: 1, name: 'ألوان الصحراء', href: '/ar/shop', image: media('one').url, background: '#123456' },
      { id: 3, name: 'خارج', href: null, image: media('three').url, background: '#f5f5f5' },
    ]);
    expect((await loadCarousel(api, 'en')).map((slide) => [slide.id, slide.image])).toEqual([
      [1, media('one-en').url],
      [2, media('two-en').url],
    ]);
  });

  it('never shows an Arabic page the English picture of a banner, nor the other way round', async () => {
    expect((await loadBanners(api, 'ar'))[0]?.image).toEqual(media('seven-ar').url);
    expect((await loadBanners(api, 'en'))[0]?.image).toEqual(media('seven-en').url);
  });

  it('gives banners a safe background colour', async () => {
    const [banner] = await loadBanners(api, 'en');
    expect(banner).toMatchObject({
      name: 'Meet our artists',
      href: '/en/shop/artists',
      background: '#f5f5f5',
    });
  });
});
