import { adminEmbroideryIcons, EmbroideryIconFieldsSchema } from '@seed/contract/admin-catalogue-lists';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { DoneNote } from '../features/admin/catalogue/form-fields';
import { ShortListPage } from '../features/admin/catalogue/short-list';
import { runShortListForm } from '../features/admin/catalogue/short-list-actions.server';
import { blankRow, ICON_FIELDS } from '../features/admin/catalogue/short-list-fields';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-embroidery-icons';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const { items } = await createApiClient(request, context, locale).call(adminEmbroideryIcons.list, {});
  const done = new URL(request.url).searchParams.get('done') === '1';
  return data({ items, done }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const problem = await runShortListForm(
    { api, locale },
    {
      fields: ICON_FIELDS,
      schema: EmbroideryIconFieldsSchema,
      create: (body) => api.call(adminEmbroideryIcons.create, { body }),
      update: (id, body) => api.call(adminEmbroideryIcons.update, { params: { id }, body }),
    },
    await request.formData(),
  );
  if (problem) return data({ problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/embroidery-icons?done=1`, 303);
}

/** /admin/embroidery-icons: the icons the studio offers to embroider: names, picture, order, active. */
export default function AdminEmbroideryIcons({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const ar = params.lang === 'ar';
  return (
    <>
      <AdminTitle title={t('admin.catalogue.lists.icons')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.catalogue.lists.icons')}</h1>
      <DoneNote text={loaderData.done ? t('admin.catalogue.lists.saved') : null} />
      <ShortListPage
        fields={ICON_FIELDS}
        rows={loaderData.items}
        blank={blankRow(ICON_FIELDS)}
        problem={actionData?.problem ?? null}
        nameOf={(row) => String(ar ? row.nameAr : row.nameEn)}
      />
    </>
  );
}
