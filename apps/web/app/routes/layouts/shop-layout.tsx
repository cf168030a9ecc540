import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useLocale } from '../../lib/use-locale';

const SECTIONS = [
  { key: 'all', path: '' },
  { key: 'artists', path: '/artists' },
  { key: 'artworks', path: '/artworks' },
  { key: 'products', path: '/products' },
] as const;

/** Spec §2's shop layout: inside the default one, with the shop's own sections above its pages. */
export default function ShopLayout() {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <>
      <nav aria-label={t('shop.label')} className="border-b border-neutral-200 bg-neutral-50">
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-2 text-sm">
          {SECTIONS.map(({ key, path }) => (
            <li key={key}>
              <NavLink
                to={`/${lang}/shop${path}`}
                end
                className={({ isActive }) =>
                  `block rounded-full px-3 py-1 whitespace-nowrap ${isActive ? 'bg-neutral-900 text-white' : 'hover:bg-neutral-200'}`
                }
              >
                {t(`shop.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
