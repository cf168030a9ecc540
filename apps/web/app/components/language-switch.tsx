import { LOCALES } from '@seed/domain/locale';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../lib/use-locale';

/** The same page (path and query) in the other language; its layout remembers the choice in a cookie. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLocale();
  const other = LOCALES.find((locale) => locale !== lang) ?? lang;
  const { pathname, search } = useLocation();
  return (
    <Link
      to={`/${other}${pathname.slice(lang.length + 1)}${search}`}
      lang={other}
      hrefLang={other}
      className="rounded-md border border-neutral-300 px-3 py-1.5 text-sm hover:bg-neutral-100"
    >
      {t('language.switchTo')}
    </Link>
  );
}
