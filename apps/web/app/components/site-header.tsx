import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountButton } from '../features/auth/account-button';
import { CartButton } from '../features/cart/cart-button';
import { useLocale } from '../lib/use-locale';
import { CurrencySelect } from './currency-select';
import { HeartIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { SearchForm } from './search-form';

const ICON_BUTTON = 'flex items-center rounded-md p-2 text-neutral-800 hover:bg-neutral-100';

/** The default layout's header (spec §2). Mobile first: the sections, language and currency move into a
 * menu below 768 px, and the search box takes a row of its own. */
export function SiteHeader() {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <header className="relative border-b border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 md:flex-nowrap md:gap-x-6">
        <MobileMenu />
        <Logo />
        <SearchForm className="order-last w-full md:order-none md:max-w-md md:flex-1" />
        <div className="ms-auto flex items-center gap-1">
          <Link to={`/${lang}/favorites`} className={ICON_BUTTON}>
            <HeartIcon />
            <span className="sr-only">{t('header.favorites')}</span>
          </Link>
          <AccountButton className={ICON_BUTTON} />
          <CartButton className={ICON_BUTTON} />
        </div>
      </div>
      <div className="hidden border-t border-neutral-100 md:block">
        <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-1">
          <MainNav />
          <div className="ms-auto flex items-center gap-4">
            <CurrencySelect />
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
