import { pages } from '@seed/contract/pages';
import { intlLocale, type Locale } from '@seed/domain/locale';
import { data } from 'react-router';
import { type ApiClient, ApiError } from '../../lib/api.server';

// Dated on the server: the browser's ICU may write the same date differently and break hydration.
export type InfoPage = { title: string; paragraphs: string[]; updated: string };

/** One information page in the page's language, its body as paragraphs; a 404 when the API has none. */
export async function loadInfoPage(api: ApiClient, slug: string, locale: Locale): Promise<InfoPage> {
  try {
    const page = await api.call(pages.bySlug, { params: { slug } });
    const body = locale === 'ar' ? page.bodyAr : page.bodyEn;
    return {
      title: locale === 'ar' ? page.titleAr : page.titleEn,
      paragraphs: body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
      updated: new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(page.updatedAt),
      ),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
