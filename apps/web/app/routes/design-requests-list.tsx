import { designRequests } from '@seed/contract/design-requests';
import { isDesignRequestStatus } from '@seed/domain/design-request';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { Pager } from '../features/catalog/pager';
import { pageFromUrl, pagingQuery } from '../features/catalog/paging';
import { isDesigner } from '../features/design-requests/designer.server';
import { RequestList } from '../features/design-requests/request-list';
import { StatusFilter } from '../features/design-requests/status-filter';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import type { Route } from './+types/design-requests-list';

const PAGE_SIZE = 12;

// Designers (staff permission designRequests) see everyone's requests here, by status if they choose;
// everyone else their own.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireSignedIn(request, context);
  const api = createApiClient(request, context, locale);
  const designer = await isDesigner(api);
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  const wanted = url.searchParams.get('status');
  const status = designer && isDesignRequestStatus(wanted) ? wanted : undefined;
  const query = {
    ...pagingQuery(page, PAGE_SIZE),
    ...(designer ? { all: 'true' as const, status } : {}),
  };
  const list = await api.call(designRequests.list, { query });
  const rows = list.designRequests.map((row) => ({
    id: row.id,
    uid: row.uid,
    status: row.status,
    statusEn: row.statusEn,
    statusAr: row.statusAr,
    // Text whether the client checked the reply (a Date) or not (the API's ISO text).
    createdAt: new Date(row.createdAt).toISOString(),
    owner: designer ? `${row.user.firstName} ${row.user.lastName}`.trim() || row.user.email : null,
    items: row.inventories.map((item) => (locale === 'ar' ? item.nameAr : item.nameEn)),
  }));
  return {
    rows,
    designer,
    status: status ?? null,
    page,
    hasMore: query.offset + rows.length < list.count,
    areaMessages: areaMessages(locale, ['designRequests']),
  };
}

export default function DesignRequestsList({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, designer, status, page, hasMore } = loaderData;
  const title = designer ? t('designRequests.allTitle') : t('designRequests.title');
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageMeta title={title} description={t('designRequests.description')} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{title}</h1>
        <Link
          to={`/${params.lang}/design-requests/new`}
          className="rounded-md bg-neutral-900 px-5 py-2 font-bold text-white hover:bg-neutral-700"
        >
          {t('designRequests.new')}
        </Link>
      </div>
      {designer && <StatusFilter status={status} />}
      {rows.length === 0 ? (
        <p className="text-neutral-700">{t('designRequests.none')}</p>
      ) : (
        <RequestList rows={rows} />
      )}
      <Pager page={page} hasMore={hasMore} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
