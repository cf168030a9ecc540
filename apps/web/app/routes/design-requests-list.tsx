import { designRequests } from '@seed/contract/design-requests';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { requireSignedIn } from '../features/auth/require-signed-in.server';
import { Pager } from '../features/catalog/pager';
import { pageFromUrl, pagingQuery } from '../features/catalog/paging';
import { RequestList } from '../features/design-requests/request-list';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import type { Route } from './+types/design-requests-list';

const PAGE_SIZE = 12;

// Designers (ADMIN) see everyone's requests here; everyone else their own.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const user = await requireSignedIn(request, context);
  const designer = user.role === 'ADMIN';
  const page = pageFromUrl(new URL(request.url));
  const query = { ...pagingQuery(page, PAGE_SIZE), ...(designer ? { all: 'true' as const } : {}) };
  const api = createApiClient(request, context, locale);
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
    page,
    hasMore: query.offset + rows.length < list.count,
    areaMessages: areaMessages(locale, ['designRequests']),
  };
}

export default function DesignRequestsList({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, designer, page, hasMore } = loaderData;
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
