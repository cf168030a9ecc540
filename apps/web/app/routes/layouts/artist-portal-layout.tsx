import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { requestLocale } from '../../lib/locale.server';
import { areaMessages } from '../../lib/messages.server';
import { useLocale } from '../../lib/use-locale';
import type { Route } from './+types/artist-portal-layout';

const SECTIONS = [
  { key: 'dashboard', path: '' },
  { key: 'artworks', path: '/artworks' },
  { key: 'products', path: '/products' },
  { key: 'shop', path: '/shop' },
  { key: 'earnings', path: '/earnings' },
] as const;

// Every page of the portal shows its messages: sent once, here, for all of them.
export function loader({ params, request }: Route.LoaderArgs) {
  return { areaMessages: areaMessages(requestLocale(params.lang, request), ['artistPortal']) };
}

// They depend on the language alone, as the root's do.
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

/** Spec §2's artist-portal layout: the portal's own bar and sections, a side column on wide screens. */
export default function ArtistPortalLayout() {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <div className="min-h-screen">
      <header className="border-b border-neutral-200">
        <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
          <Logo />
          <span className="text-sm text-neutral-600">{t('portal.title')}</span>
          <div className="ms-auto">
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-6xl flex-col md:flex-row">
        <nav
          aria-label={t('portal.label')}
          className="border-b border-neutral-200 md:w-56 md:border-e md:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col">
            {SECTIONS.map(({ key, path }) => (
              <li key={key}>
                <NavLink
                  to={`/${lang}/artist-portal${path}`}
                  end
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm whitespace-nowrap ${isActive ? 'bg-neutral-900 text-white' : 'hover:bg-neutral-100'}`
                  }
                >
                  {t(`portal.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
