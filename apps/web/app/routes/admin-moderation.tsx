import { adminModeration, MODERATION_PAGE_SIZE } from '@seed/contract/admin-moderation';
import type { ReplyOf } from '@seed/contract/endpoint';
import { ARTWORK_REVIEWS, type ArtworkReview } from '@seed/domain/artwork-review';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { dayFormatter } from '../features/admin/customers/format.server';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { pageQuery } from '../features/admin/list-query';
import { PageLinks, ReviewTabs } from '../features/admin/moderation/review-tabs';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-moderation';

type Row = ReplyOf<typeof adminModeration.queue>['artworks'][number] & { sent: string };

const reviewOf = (value: string | null): ArtworkReview =>
  ARTWORK_REVIEWS.find((review) => review === value) ?? 'WAITING';
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'moderation');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const review = reviewOf(url.searchParams.get('review'));
  const page = pageOf(url.searchParams.get('page'));
  const list = await createApiClient(request, context, locale).call(adminModeration.queue, {
    query: { review, ...pageQuery(page, MODERATION_PAGE_SIZE) },
  });
  const day = dayFormatter(locale, true);
  return data(
    {
      rows: list.artworks.map((row) => ({ ...row, sent: day(row.createdAt) })),
      hasMore: list.hasMore,
      review,
      page,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

function useColumns(lang: 'ar' | 'en'): AdminColumn<Row>[] {
  const { t } = useTranslation();
  const column = (id: 'artwork' | 'artist' | 'submitted' | 'state', cell: (row: Row) => React.ReactNode) => ({
    id,
    header: () => t(`admin.moderation.columns.${id}`),
    cell: ({ row }: { row: { original: Row } }) => cell(row.original),
  });
  return [
    column('artwork', (row) => (
      <Link
        to={`/${lang}/admin/moderation/artworks/${row.id}`}
        className="flex items-center gap-3 font-medium underline underline-offset-2"
      >
        {row.media && (
          <img
            src={row.media.url.small ?? undefined}
            alt=""
            width={48}
            height={48}
            className="size-12 rounded object-cover"
          />
        )}
        {lang === 'ar' ? row.titleAr : row.title}
      </Link>
    )),
    column('artist', (row) => (lang === 'ar' ? row.artist.displayNameAr : row.artist.displayNameEn)),
    column('submitted', (row) => row.sent),
    column('state', (row) => t(`admin.moderation.reviews.${row.review}`)),
  ];
}

/** /admin/moderation: the artworks waiting for a decision (oldest first), or those already decided. */
export default function AdminModeration({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { rows, hasMore, review, page } = loaderData;
  const base = `/${lang}/admin/moderation`;
  return (
    <>
      <AdminTitle title={t('admin.moderation.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('admin.moderation.title')}</h1>
      <p className="mb-4">
        <Link to={`${base}/requests`} className="underline underline-offset-2">
          {t('admin.moderation.requestsTitle')}
        </Link>
      </p>
      <h2 className="mb-3 text-xl font-semibold">{t('admin.moderation.artworksTitle')}</h2>
      <ReviewTabs
        label={t('admin.moderation.reviewFilter')}
        states={ARTWORK_REVIEWS}
        current={review}
        href={(state) => `${base}?review=${state}`}
        name={(state) => t(`admin.moderation.reviews.${state}`)}
      />
      <DataTable
        caption={`${t('admin.moderation.artworksTitle')}: ${t(`admin.moderation.reviews.${review}`)}`}
        columns={useColumns(lang)}
        rows={rows}
        rowId={(row) => String(row.id)}
      />
      <PageLinks
        page={page}
        hasMore={hasMore}
        href={(to) => `${base}?review=${review}&page=${to}`}
        labels={{ previous: t('admin.moderation.previous'), next: t('admin.moderation.next') }}
      />
    </>
  );
}
