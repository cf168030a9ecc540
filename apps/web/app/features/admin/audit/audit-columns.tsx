import type { TFunction } from 'i18next';
import type { AdminColumn } from '../data-table';
import { changedFields } from './audit-diff';

export type AuditRow = {
  id: number;
  at: string;
  staff: { id: number; email: string; firstName: string; lastName: string } | null;
  action: string;
  recordType: string;
  recordId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
};

/** The audit log's columns: when, who, what on which record, the fields changed, and why. */
export function auditColumns(t: TFunction, locale: string): AdminColumn<AuditRow>[] {
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kuwait',
  });
  return [
    {
      id: 'at',
      header: () => t('admin.audit.at'),
      cell: ({ row }) => <time dateTime={row.original.at}>{when.format(new Date(row.original.at))}</time>,
    },
    {
      id: 'staff',
      header: () => t('admin.audit.staff'),
      cell: ({ row }) => {
        const staff = row.original.staff;
        if (!staff) return t('admin.audit.closedAccount');
        return `${staff.firstName} ${staff.lastName}`.trim() || staff.email;
      },
    },
    {
      id: 'action',
      header: () => t('admin.audit.action'),
      cell: ({ row }) => (
        <span dir="ltr" className="font-mono text-xs">
          {row.original.action}
        </span>
      ),
    },
    {
      id: 'record',
      header: () => t('admin.audit.record'),
      cell: ({ row }) => (
        <span dir="ltr">
          {row.original.recordType} #{row.original.recordId}
        </span>
      ),
    },
    {
      id: 'change',
      header: () => t('admin.audit.change'),
      cell: ({ row }) => (
        <ul className="space-y-1">
          {changedFields(row.original.before, row.original.after).map((change) => (
            <li key={change.field}>
              <span className="font-semibold" dir="ltr">
                {change.field}
              </span>
              {': '}
              <del className="text-red-800" dir="ltr">
                {change.before}
              </del>{' '}
              <span aria-hidden="true" className="inline-block rtl:rotate-180">
                →
              </span>
              <span className="sr-only">{t('admin.audit.becomes')}</span>{' '}
              <ins className="text-green-800 no-underline" dir="ltr">
                {change.after}
              </ins>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'reason',
      header: () => t('admin.audit.reason'),
      cell: ({ row }) => row.original.reason ?? '—',
    },
  ];
}
