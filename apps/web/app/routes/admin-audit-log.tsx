import { AUDIT_LOG_PAGE_SIZE, staff as staffApi } from '@seed/contract/staff';
import { storeDayStart } from '@seed/domain/back-office-home';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { auditColumns } from '../features/admin/audit/audit-columns';
import { AuditFilters } from '../features/admin/audit/audit-filters';
import { DataTable } from '../features/admin/data-table';
import { pageQuery, withParams } from '../features/admin/list-query';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-audit-log';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const WORD = /^[a-zA-Z][\w-]{0,39}$/;
const RECORD_ID = /^[\w.:-]{1,64}$/;

// Filters come from a GET form: anything malformed is dropped rather than refused, so a list stays a link.
function filtersOf(url: URL) {
  const value = (name: string, pattern: RegExp) => {
    const raw = url.searchParams.get(name)?.trim() ?? '';
    return pattern.test(raw) ? raw : '';
  };
  return {
    recordType: value('recordType', WORD),
    recordId: value('recordId', RECORD_ID),
    staffId: value('staffId', /^\d{1,9}$/),
    from: value('from', DATE),
    to: value('to', DATE),
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'auditLog');
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = Math.min(10_000, Math.max(1, Number(url.searchParams.get('page')) || 1));
  // Days are the store's (Kuwait); "to" includes its whole day.
  const from = filters.from ? storeDayStart(filters.from).toISOString() : undefined;
  const to = filters.to ? new Date(storeDayStart(filters.to).getTime() + DAY_MS).toISOString() : undefined;
  const [log, members] = await Promise.all([
    api.call(staffApi.auditLog, {
      query: {
        ...pageQuery(page, AUDIT_LOG_PAGE_SIZE),
        recordType: filters.recordType || undefined,
        recordId: filters.recordId || undefined,
        staffId: filters.staffId || undefined,
        from,
        to,
      },
    }),
    api.call(staffApi.list, {}).then(
      (list) => list.staff,
      () => [],
    ),
  ]);
  return {
    entries: log.entries.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })),
    hasMore: log.hasMore,
    page,
    filters,
    members: members.map((member) => ({
      id: member.id,
      name: `${member.firstName} ${member.lastName}`.trim() || member.email,
    })),
  };
}

/** What staff did, newest first: filter by record, member of staff and days; each change as its fields. */
export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const { entries, hasMore, page, filters, members } = loaderData;
  const linkClass = 'rounded-md border border-neutral-300 px-3 py-1 hover:bg-neutral-100';
  return (
    <div className="space-y-4">
      <AdminTitle title={t('admin.audit.title')} />
      <h1 className="text-2xl font-bold">{t('admin.audit.title')}</h1>
      <AuditFilters filters={filters} members={members} />
      <DataTable
        caption={t('admin.audit.title')}
        columns={auditColumns(t, i18n.language)}
        rows={entries}
        rowId={(entry) => String(entry.id)}
      />
      {(page > 1 || hasMore) && (
        <nav aria-label={t('admin.layout.table.pagination')} className="flex gap-3 text-sm">
          {page > 1 && (
            <Link to={{ search: withParams(search, { page: page - 1 }) }} rel="prev" className={linkClass}>
              {t('admin.layout.table.previous')}
            </Link>
          )}
          {hasMore && (
            <Link to={{ search: withParams(search, { page: page + 1 }) }} rel="next" className={linkClass}>
              {t('admin.layout.table.next')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
