import { DEFAULT_LOCALE, type Locale } from '@seed/domain/locale';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';

/** The page's language, as the root loader decided it from the URL prefix. */
export function useLocale(): Locale {
  return useRouteLoaderData<typeof rootLoader>('root')?.lang ?? DEFAULT_LOCALE;
}
