import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CurrencySelect } from './currency-select';
import { MenuIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';

/**
 * The narrow-screen menu. <details> opens and closes without JavaScript and tells assistive technology
 * its state; the script only closes it after a navigation, as a menu should.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // A new location gives a new, closed <details>: the menu closes after a navigation without an effect.
  return (
    <details key={`${pathname}${search}`} className="md:hidden">
      <summary className="flex cursor-pointer list-none items-center rounded-md p-2 hover:bg-neutral-100 [&::-webkit-details-marker]:hidden">
        <MenuIcon />
        <span className="sr-only">{t('header.menu')}</span>
      </summary>
      <div className="absolute inset-x-0 top-full z-20 border-b border-neutral-200 bg-white px-4 pb-4 shadow-lg">
        <MainNav className="flex-col py-2" />
        <div className="flex flex-wrap items-center gap-4 border-t border-neutral-200 pt-4">
          <LanguageSwitch />
          <CurrencySelect />
        </div>
      </div>
    </details>
  );
}
