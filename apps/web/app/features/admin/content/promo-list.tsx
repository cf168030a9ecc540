import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { AdminTitle } from '../admin-title';
import { type AdminColumn, DataTable } from '../data-table';
import { Done } from './fields';
import type { PromoKind } from './promo-form.server';

type Row = {
  id: number;
  nameAr: string;
  nameEn: string;
  rank: number;
  thumbnail: string | null;
  thumbnailEn: string | null;
  status: 'showing' | 'hidden' | 'scheduled' | 'ended';
  startsAt: string;
  endsAt: string;
};

const PATH = { slide: 'slides', banner: 'banners' } as const;

/** The carousel slides or the banners, by order, each a link to its form; every one, shown or not. */
export function PromoList({ kind, rows, deleted }: { kind: PromoKind; rows: Row[]; deleted: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const desk = PATH[kind];
  const base = `/${locale}/admin/${desk}`;
  const text = (key: string) => t(`admin.content.${desk}.${key}` as 'admin.content.slides.title');
  const columns: AdminColumn<Row>[] = [
    {
      id: 'picture',
      header: () => t('admin.content.columns.picture'),
      cell: ({ row }) => {
        const src = locale === 'ar' ? row.original.thumbnail : row.original.thumbnailEn;
        return src ? <img src={src} alt="" className="h-10 w-auto rounded" /> : '—';
      },
    },
    {
      id: 'name',
      header: () => t('admin.content.columns.name'),
      cell: ({ row }) => (
        <Link to={`${base}/${row.original.id}`} className="font-medium underline underline-offset-2">
          {locale === 'ar' ? row.original.nameAr : row.original.nameEn}
        </Link>
      ),
    },
    {
      id: 'status',
      header: () => t('admin.content.columns.status'),
      cell: ({ row }) => t(`admin.content.status.${row.original.status}`),
    },
    { id: 'rank', header: () => t('admin.content.columns.rank'), cell: ({ row }) => row.original.rank },
    {
      id: 'dates',
      header: () => t('admin.content.columns.dates'),
      cell: ({ row }) => {
        const { startsAt, endsAt } = row.original;
        if (!startsAt && !endsAt) return t('admin.content.always');
        return (
          <span dir="ltr">
            {startsAt || '…'} → {endsAt || '…'}
          </span>
        );
      },
    },
  ];
  return (
    <>
      <AdminTitle title={text('title')} />
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-bold">{text('title')}</h1>
        <Link
          to={`${base}/new`}
          className="ms-auto rounded-md bg-neutral-900 px-4 py-2 text-sm font-semibold text-white"
        >
          {text('new')}
        </Link>
      </div>
      {deleted && <Done>{text('deleted')}</Done>}
      <DataTable caption={text('title')} columns={columns} rows={rows} rowId={(row) => String(row.id)} />
    </>
  );
}
