import { adminReviews, ReviewFieldsSchema } from '@seed/contract/admin-catalogue-lists';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { DoneNote } from '../features/admin/catalogue/form-fields';
import { ShortListPage } from '../features/admin/catalogue/short-list';
import { runShortListForm } from '../features/admin/catalogue/short-list-actions.server';
import { blankRow, REVIEW_FIELDS } from '../features/admin/catalogue/short-list-fields';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-reviews';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const { items } = await createApiClient(request, context, locale).call(adminReviews.list, {});
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
      fields: REVIEW_FIELDS,
      schema: ReviewFieldsSchema,
      create: (body) => api.call(adminReviews.create, { body }),
      update: (id, body) => api.call(adminReviews.update, { params: { id }, body }),
    },
    await request.formData(),
  );
  if (problem) return data({ problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/reviews?done=1`, 303);
}

/** /admin/reviews: the reviews the home page shows: which, in what order, hidden or not. */
export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <AdminTitle title={t('admin.catalogue.lists.reviews')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.catalogue.lists.reviews')}</h1>
      <DoneNote text={loaderData.done ? t('admin.catalogue.lists.saved') : null} />
      <ShortListPage
        fields={REVIEW_FIELDS}
        rows={loaderData.items}
        blank={blankRow(REVIEW_FIELDS)}
        problem={actionData?.problem ?? null}
        nameOf={(row) => String(row.name)}
      />
    </>
  );
}
