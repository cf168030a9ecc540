import { pages } from '@seed/contract/pages';
import { intlLocale, type Locale } from '@seed/domain/locale';
import { data } from 'react-router';
import { type ApiClient, ApiError } from '../../lib/api.server';

// Dated on the server: the browser's ICU may write the same date differently and break hydration.
export type InfoPage = { title: string; html: string; updated: string };

/**
 * One information page in the page's language; a 404 when the API has none. The body is HTML the API's
 * rich-text sanitiser has already reduced to text structure and links (modules/pages/rich-text.ts).
 */
export async function loadInfoPage(api: ApiClient, slug: string, locale: Locale): Promise<InfoPage> {
  try {
    const page = await api.call(pages.bySlug, { params: { slug } });
    return {
      title: locale === 'ar' ? page.titleAr : page.titleEn,
      html: locale === 'ar' ? page.bodyAr : page.bodyEn,
      updated: new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(page.updatedAt),
      ),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
