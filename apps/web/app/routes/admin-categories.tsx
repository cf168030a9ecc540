import { adminCategories } from '@seed/contract/admin-catalogue-categories';
import type { ReplyOf } from '@seed/contract/endpoint';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { runCategoryForm } from '../features/admin/catalogue/category-actions.server';
import { CategoryForm, NEW_CATEGORY } from '../features/admin/catalogue/category-form';
import { DoneNote } from '../features/admin/catalogue/form-fields';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-categories';

type Row = ReplyOf<typeof adminCategories.list>['categories'][number];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const { categories } = await createApiClient(request, context, locale).call(adminCategories.list, {});
  return data(
    { categories, created: new URL(request.url).searchParams.get('done') === 'create' },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const api = createApiClient(request, context, locale);
  const outcome = await runCategoryForm({ api, locale, chosen: 'create', form }, null);
  if ('problem' in outcome) return data({ problem: outcome.problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/categories/${outcome.id}?done=create`, 303);
}

function useColumns(lang: string): AdminColumn<Row>[] {
  const { t } = useTranslation();
  const column = (id: string, cell: (row: Row) => React.ReactNode): AdminColumn<Row> => ({
    id,
    header: () => t(`admin.catalogue.columns.${id}` as 'admin.catalogue.columns.name'),
    cell: ({ row }) => cell(row.original),
  });
  const yes = (value: boolean) =>
    value ? t('admin.catalogue.filters.yes') : t('admin.catalogue.filters.no');
  return [
    column('rank', (row) => row.rank),
    column('name', (row) => (
      <Link to={`/${lang}/admin/categories/${row.id}`} className="font-medium underline underline-offset-2">
        {lang === 'ar' ? row.nameAr : row.nameEn}
      </Link>
    )),
    column('subcategories', (row) => row.subcategories.length),
    column('forShop', (row) => yes(row.isForShop)),
    column('forCustomization', (row) => yes(row.isForCustomization)),
    column('status', (row) => (row.isActive ? t('admin.catalogue.active') : t('admin.catalogue.inactive'))),
  ];
}

/** /admin/categories: every category by rank, and a form to add one. */
export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <>
      <AdminTitle title={t('admin.catalogue.categories.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.catalogue.categories.title')}</h1>
      <DoneNote text={loaderData.created ? t('admin.catalogue.done.create') : null} />
      <DataTable
        caption={t('admin.catalogue.categories.title')}
        columns={useColumns(lang)}
        rows={loaderData.categories}
        rowId={(row) => String(row.id)}
      />
      <section className="mt-6 rounded-md border border-neutral-200 bg-white p-4">
        <CategoryForm values={NEW_CATEGORY} problem={actionData?.problem ?? null} form="create" />
      </section>
    </>
  );
}
