import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { requireStaff } from '../features/admin/require-staff.server';
import { sectionsFor } from '../features/admin/sections';
import { useStaff } from '../features/admin/use-staff';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-home';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return null;
}

/** The back office's first page: the desks this member of staff may use. */
export default function AdminHome() {
  const { t } = useTranslation();
  const lang = useLocale();
  const staff = useStaff();
  const desks = sectionsFor(staff.permissions).filter(({ key }) => key !== 'home');
  return (
    <>
      <AdminTitle title={t('admin.layout.sections.home')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.layout.welcome', { name: staff.name })}</h1>
      <h2 className="mb-2 text-lg font-semibold">{t('admin.layout.yourDesks')}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {desks.map(({ key, path }) => (
          <li key={key}>
            <Link
              to={`/${lang}${path}`}
              className="block rounded-md border border-neutral-200 bg-white p-4 font-semibold hover:border-neutral-400"
            >
              {t(`admin.layout.sections.${key}` as 'admin.layout.sections.home')}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
