import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocale } from '../lib/use-locale';

const LINKS = [
  { key: 'shop', path: '/shop' },
  { key: 'artists', path: '/shop/artists' },
  { key: 'customize', path: '/customize' },
  { key: 'collections', path: '/collection' },
] as const;

/** The store's sections: a row on wide screens, a column inside the menu on narrow ones. */
export function MainNav({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={`flex gap-1 ${className}`}>
        {LINKS.map(({ key, path }) => (
          <li key={key}>
            <NavLink
              to={`/${lang}${path}`}
              // Artists lives under /shop; lighting Shop there too would mark two sections at once.
              end={path === '/shop'}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 font-medium hover:bg-neutral-100 ${isActive ? 'text-teal-800 underline underline-offset-4' : ''}`
              }
            >
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
