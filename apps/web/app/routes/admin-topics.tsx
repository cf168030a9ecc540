import { adminTopics, TopicFieldsSchema } from '@seed/contract/admin-catalogue-lists';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { DoneNote } from '../features/admin/catalogue/form-fields';
import { ShortListPage } from '../features/admin/catalogue/short-list';
import { runShortListForm } from '../features/admin/catalogue/short-list-actions.server';
import { blankRow, TOPIC_FIELDS } from '../features/admin/catalogue/short-list-fields';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-topics';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const { items } = await createApiClient(request, context, locale).call(adminTopics.list, {});
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
      fields: TOPIC_FIELDS,
      schema: TopicFieldsSchema,
      create: (body) => api.call(adminTopics.create, { body }),
      update: (id, body) => api.call(adminTopics.update, { params: { id }, body }),
    },
    await request.formData(),
  );
  if (problem) return data({ problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/topics?done=1`, 303);
}

/** /admin/topics: the topics that label artworks: names, colour, picture, order, active. */
export default function AdminTopics({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const ar = params.lang === 'ar';
  return (
    <>
      <AdminTitle title={t('admin.catalogue.lists.topics')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.catalogue.lists.topics')}</h1>
      <DoneNote text={loaderData.done ? t('admin.catalogue.lists.saved') : null} />
      <ShortListPage
        fields={TOPIC_FIELDS}
        rows={loaderData.items}
        blank={blankRow(TOPIC_FIELDS)}
        problem={actionData?.problem ?? null}
        nameOf={(row) => String(ar ? row.name_ar : row.name_en)}
      />
    </>
  );
}
