import { marketing } from '@seed/contract/marketing';
import type { Locale } from '@seed/domain/locale';
import { safeRedirect } from '@seed/domain/safe-redirect';
import type { ApiClient } from '../../lib/api.server';
import { cssColor } from './css-color';
import { type ImageSources, imageSources } from './image-sources';

export type Slide = {
  id: number;
  name: string;
  href: string | null;
  image: ImageSources;
  background: string;
};
export type Banner = Slide;

const LANGUAGE_PREFIX = /^\/(ar|en)(\/|$)/;

/**
 * A marketing link as a path of this store in the page's language, or null. Admins write store paths
 * without a language (`/shop/products`); anything that leaves the site is dropped rather than trusted.
 */
export function storeHref(url: string, locale: Locale): string | null {
  const path = safeRedirect(url.trim(), '');
  if (!path) return null;
  return LANGUAGE_PREFIX.test(path) ? path : `/${locale}${path === '/' ? '' : path}`;
}

/**
 * The home carousel's slides shown now that have a picture in the page's language, named in it. An Arabic
 * page never falls back to the English picture: its artwork may carry English words.
 */
export async function loadCarousel(api: ApiClient, locale: Locale): Promise<Slide[]> {
  const items = await api.call(marketing.carousel);
  return items.flatMap((item) => {
    const image = imageSources(locale === 'ar' ? item.mediaWebAr : item.mediaWeb);
    if (!image) return [];
    const name = locale === 'ar' ? item.nameAr : item.name;
    return [
      {
        id: item.id,
        name,
        href: storeHref(item.forwardingURLWeb, locale),
        image,
        background: cssColor(item.backgroundColor, '#f5f5f5'),
      },
    ];
  });
}

/** The banners shown now that have a picture in the page's language (never the other's), named in it. */
export async function loadBanners(api: ApiClient, locale: Locale): Promise<Banner[]> {
  const items = await api.call(marketing.banners);
  return items.flatMap((item) => {
    const image = imageSources(locale === 'ar' ? item.mediaAr : item.media);
    if (!image) return [];
    return [
      {
        id: item.id,
        name: locale === 'ar' ? item.nameAr : item.nameEn,
        href: storeHref(item.forwardingURLWeb, locale),
        image,
        background: cssColor(item.backgroundColor, '#f5f5f5'),
      },
    ];
  });
}
