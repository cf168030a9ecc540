import { useTranslation } from 'react-i18next';
import { Form, Link, NavLink, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { requireStaff } from '../../features/admin/require-staff.server';
import { sectionsFor } from '../../features/admin/sections';
import { requestLocale } from '../../lib/locale.server';
import { areaMessages } from '../../lib/messages.server';
import { useLocale } from '../../lib/use-locale';
import type { Route } from './+types/admin-layout';

// Every desk's messages are sent once, here: staff move between desks, and the whole set is small.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const locale = requestLocale(params.lang, request);
  return {
    staff: {
      name: `${staff.firstName} ${staff.lastName}`.trim() || staff.email,
      permissions: staff.permissions,
    },
    areaMessages: areaMessages(locale, ['admin']),
  };
}

// Each desk's loader checks its own permission on every request; the layout's data changes with the language.
export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang || defaultShouldRevalidate;
}

/** The back office's frame: its own bar (search, the staff member, the store), and the desks they may use. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { staff } = loaderData;
  return (
    <div className="min-h-screen bg-neutral-50">
      {/* The whole area stays out of search engines. */}
      <meta name="robots" content="noindex, nofollow" />
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Logo />
          <span className="font-semibold">{t('admin.layout.title')}</span>
          <Form
            method="get"
            action={`/${lang}/admin/orders`}
            role="search"
            className="order-last flex w-full gap-2 md:order-none md:w-auto md:flex-1"
          >
            <label htmlFor="admin-search" className="sr-only">
              {t('admin.layout.search')}
            </label>
            <input
              id="admin-search"
              name="q"
              type="search"
              placeholder={t('admin.layout.searchPlaceholder')}
              className="w-full rounded-md border border-neutral-300 px-3 py-1.5 text-sm md:max-w-sm"
            />
            <button type="submit" className="rounded-md bg-neutral-900 px-3 py-1.5 text-sm text-white">
              {t('admin.layout.search')}
            </button>
          </Form>
          <div className="ms-auto flex items-center gap-3 text-sm">
            <span>{t('admin.layout.signedInAs', { name: staff.name })}</span>
            <Link to={`/${lang}`} className="underline underline-offset-2">
              {t('admin.layout.toStore')}
            </Link>
            <LanguageSwitch />
            <Form method="post" action={`/${lang}/auth/logout`}>
              <button type="submit" className="underline underline-offset-2">
                {t('admin.layout.signOut')}
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col md:flex-row">
        <nav
          aria-label={t('admin.layout.navLabel')}
          className="border-b border-neutral-200 bg-white md:min-h-[calc(100vh-4rem)] md:w-56 md:border-e md:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col">
            {sectionsFor(staff.permissions).map(({ key, path }) => (
              <li key={key}>
                <NavLink
                  to={`/${lang}${path}`}
                  end={key === 'home'}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm whitespace-nowrap ${isActive ? 'bg-neutral-900 text-white' : 'hover:bg-neutral-100'}`
                  }
                >
                  {t(`admin.layout.sections.${key}` as 'admin.layout.sections.home')}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0 flex-1 px-4 py-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
