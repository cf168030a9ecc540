import { useTranslation } from 'react-i18next';
import { Link, Outlet, useSearchParams } from 'react-router';
import { CurrencySelect } from '../../components/currency-select';
import { BackIcon } from '../../components/icons';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { useLocale } from '../../lib/use-locale';

/**
 * Spec §2's customization layout: a slim bar, so the design studio gets the screen; no footer. With the
 * `hideHeader` flag (the studio embedded in another page or app) the bar goes too.
 */
export default function CustomizationLayout() {
  const { t } = useTranslation();
  const lang = useLocale();
  const [search] = useSearchParams();
  return (
    <div className="flex min-h-screen flex-col">
      {!search.has('hideHeader') && (
        <header className="flex flex-wrap items-center gap-3 border-b border-neutral-200 px-4 py-2">
          <Link
            to={`/${lang}/customize`}
            className="flex items-center gap-1 rounded-md p-2 text-sm hover:bg-neutral-100"
          >
            <BackIcon />
            {t('customization.back')}
          </Link>
          <Logo />
          <div className="ms-auto flex items-center gap-3">
            <CurrencySelect />
            <LanguageSwitch />
          </div>
        </header>
      )}
      <div className="flex-1 bg-neutral-50">
        <Outlet />
      </div>
    </div>
  );
}
