import { intlLocale } from '@seed/domain/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import { StatusBadge } from './status-badge';

export type RequestRow = {
  id: number;
  uid: string;
  status: string;
  statusEn: string;
  statusAr: string;
  createdAt: string;
  owner: string | null;
  items: string[];
};

/** One line per request: reference, items, date, status; the whole line opens the request. */
export function RequestList({ rows }: { rows: RequestRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  const list = new Intl.ListFormat(intlLocale(locale));
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={`/${locale}/design-requests/${row.id}`}
            className="flex flex-wrap items-center justify-between gap-3 p-4 hover:bg-neutral-50"
          >
            <span className="grid gap-1">
              <span className="font-bold" dir="ltr">
                {row.uid}
              </span>
              <span className="text-sm text-neutral-700">{list.format(row.items)}</span>
              {row.owner && (
                <span className="text-sm text-neutral-700">
                  {t('designRequests.requestedBy', { name: row.owner })}
                </span>
              )}
            </span>
            <span className="flex items-center gap-3">
              <time dateTime={row.createdAt} className="text-sm text-neutral-700">
                {date.format(new Date(row.createdAt))}
              </time>
              <StatusBadge status={row.status} statusEn={row.statusEn} statusAr={row.statusAr} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
