import { adminCollections } from '@seed/contract/admin-catalogue-collections';
import type { ReplyOf } from '@seed/contract/endpoint';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { runCollectionForm } from '../features/admin/catalogue/collection-actions.server';
import { CollectionForm, NEW_COLLECTION } from '../features/admin/catalogue/collection-form';
import { DoneNote } from '../features/admin/catalogue/form-fields';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { pageQuery, readListState } from '../features/admin/list-query';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-collections';

type Row = ReplyOf<typeof adminCollections.list>['collections'][number];

const PAGE_SIZE = 25;
// The shop's own order (rank, highest first) is the only one: the list has no sort links.
const SORTS = ['rank'] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const state = readListState(url, SORTS, { sort: 'rank', dir: 'desc' });
  const page = await createApiClient(request, context, locale).call(adminCollections.list, {
    query: pageQuery(state.page, PAGE_SIZE),
  });
  return data(
    {
      collections: page.collections,
      total: page.total,
      page: state.page,
      created: url.searchParams.get('done') === 'createCollection',
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const api = createApiClient(request, context, locale);
  const outcome = await runCollectionForm({ api, locale, chosen: 'createCollection', form }, null);
  if ('problem' in outcome) return data({ problem: outcome.problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/collections/${outcome.id}?done=createCollection`, 303);
}

function useColumns(lang: string): AdminColumn<Row>[] {
  const { t } = useTranslation();
  const column = (id: string, header: string, cell: (row: Row) => React.ReactNode): AdminColumn<Row> => ({
    id,
    header: () => header,
    cell: ({ row }) => cell(row.original),
  });
  return [
    column('rank', t('admin.catalogue.columns.rank'), (row) => row.rank),
    column('name', t('admin.catalogue.columns.name'), (row) => (
      <Link to={`/${lang}/admin/collections/${row.id}`} className="font-medium underline underline-offset-2">
        {lang === 'ar' ? row.nameAr : row.nameEn}
      </Link>
    )),
    column('artist', t('admin.catalogue.columns.artist'), (row) =>
      row.artistId === null ? t('admin.catalogue.collections.own') : row.artistId,
    ),
    column('products', t('admin.catalogue.collections.productCount'), (row) => row.productCount),
    column('status', t('admin.catalogue.columns.status'), (row) =>
      row.isActive ? t('admin.catalogue.active') : t('admin.catalogue.inactive'),
    ),
  ];
}

/** /admin/collections: every collection in the shop's order, a page at a time, and a form to add one. */
export default function AdminCollections({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <>
      <AdminTitle title={t('admin.catalogue.collections.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.catalogue.collections.title')}</h1>
      <DoneNote text={loaderData.created ? t('admin.catalogue.done.createCollection') : null} />
      <DataTable
        caption={t('admin.catalogue.collections.title')}
        columns={useColumns(lang)}
        rows={loaderData.collections}
        rowId={(row) => String(row.id)}
        paging={{ page: loaderData.page, pageSize: PAGE_SIZE, total: loaderData.total }}
      />
      <section className="mt-6 rounded-md border border-neutral-200 bg-white p-4">
        <CollectionForm
          values={NEW_COLLECTION}
          problem={actionData?.problem ?? null}
          form="createCollection"
        />
      </section>
    </>
  );
}
