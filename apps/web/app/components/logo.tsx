import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../lib/use-locale';

/** The store's name, leading home in the page's language. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to={`/${useLocale()}`} className="text-xl font-bold whitespace-nowrap">
      {t('store.name')}
    </Link>
  );
}
