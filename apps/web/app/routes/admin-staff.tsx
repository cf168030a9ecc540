import { staff as staffApi } from '@seed/contract/staff';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { DataTable } from '../features/admin/data-table';
import { requireStaff } from '../features/admin/require-staff.server';
import { RolesForm } from '../features/admin/staff/roles-form';
import { staffColumns } from '../features/admin/staff/staff-columns';
import { lookUp, saveRoles } from '../features/admin/staff/staff-forms.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-staff';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'staff');
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const url = new URL(request.url);
  const email = url.searchParams.get('email')?.trim() ?? '';
  const [list, found] = await Promise.all([
    api.call(staffApi.list, {}),
    email ? lookUp(api, locale, email) : { member: null, lookupError: null },
  ]);
  return { staff: list.staff, email, ...found, saved: url.searchParams.get('saved') === '1' };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'staff');
  const locale = requestLocale(params.lang, request);
  return saveRoles(createApiClient(request, context, locale), locale, await request.formData());
}

/** Who works in the back office with which roles; find an account by e-mail to grant or remove roles. */
export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { staff, email, member, lookupError, saved } = loaderData;
  return (
    <div className="space-y-6">
      <AdminTitle title={t('admin.staff.title')} />
      <h1 className="text-2xl font-bold">{t('admin.staff.title')}</h1>
      <section
        aria-labelledby="staff-find"
        className="space-y-3 rounded-md border border-neutral-200 bg-white p-4"
      >
        <h2 id="staff-find" className="text-lg font-semibold">
          {t('admin.staff.findTitle')}
        </h2>
        <Form method="get" className="flex flex-wrap items-end gap-3 text-sm">
          <label className="flex flex-col gap-1 font-medium">
            {t('admin.staff.email')}
            <input
              type="email"
              name="email"
              required
              defaultValue={email}
              dir="ltr"
              className="rounded-md border border-neutral-400 px-3 py-2"
            />
          </label>
          <button type="submit" className="rounded-md bg-neutral-900 px-4 py-2 font-semibold text-white">
            {t('admin.staff.find')}
          </button>
        </Form>
        {lookupError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {lookupError}
          </p>
        )}
        {saved && (
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
            {t('admin.staff.saved')}
          </p>
        )}
        {member && <RolesForm member={member} errors={actionData?.errors} />}
      </section>
      <DataTable
        caption={t('admin.staff.listCaption')}
        columns={staffColumns(t)}
        rows={staff}
        rowId={(row) => String(row.id)}
      />
      <p className="text-sm">
        <Link to={`/${lang}/admin/audit-log?recordType=user`} className="underline">
          {t('admin.staff.auditLink')}
        </Link>
      </p>
    </div>
  );
}
