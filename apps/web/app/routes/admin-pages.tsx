import { adminPages } from '@seed/contract/admin-content-pages';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { dayFormatter } from '../features/admin/customers/format.server';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-pages';

type Row = { slug: string; title: string; updated: string };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'content');
  const locale = requestLocale(params.lang, request);
  const { pages } = await createApiClient(request, context, locale).call(adminPages.list);
  const day = dayFormatter(locale, true);
  return data(
    {
      rows: pages.map((page) => ({
        slug: page.slug,
        title: locale === 'ar' ? page.titleAr : page.titleEn,
        updated: day(page.updatedAt),
      })),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** /admin/pages: the information pages (contact, FAQ, policies, about), each a link to its editor. */
export default function AdminPages({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const columns: AdminColumn<Row>[] = [
    {
      id: 'name',
      header: () => t('admin.content.columns.name'),
      cell: ({ row }) => (
        <Link
          to={`/${params.lang}/admin/pages/${row.original.slug}`}
          className="font-medium underline underline-offset-2"
        >
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'slug',
      header: () => t('admin.content.columns.slug'),
      cell: ({ row }) => <span dir="ltr">/{row.original.slug}</span>,
    },
    {
      id: 'updated',
      header: () => t('admin.content.columns.updated'),
      cell: ({ row }) => row.original.updated,
    },
  ];
  return (
    <>
      <AdminTitle title={t('admin.content.pages.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.content.pages.title')}</h1>
      <DataTable
        caption={t('admin.content.pages.title')}
        columns={columns}
        rows={loaderData.rows}
        rowId={(row) => row.slug}
      />
    </>
  );
}
