import type { ReplyOf } from '@seed/contract/endpoint';
import type { staff } from '@seed/contract/staff';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { AdminColumn } from '../data-table';

type StaffMember = ReplyOf<typeof staff.lookup>;

/** The staff list's columns: who, their account role, staff roles and what those let them do. */
export function staffColumns(t: TFunction): AdminColumn<StaffMember>[] {
  return [
    {
      id: 'name',
      header: () => t('admin.staff.name'),
      cell: ({ row }) => `${row.original.firstName} ${row.original.lastName}`.trim() || '—',
    },
    {
      id: 'email',
      header: () => t('admin.staff.email'),
      cell: ({ row }) => <span dir="ltr">{row.original.email}</span>,
    },
    {
      id: 'roles',
      header: () => t('admin.staff.roles'),
      cell: ({ row }) =>
        [
          ...(row.original.role === 'ADMIN' ? [t('admin.staff.admin')] : []),
          ...row.original.staffRoles.map((role) => t(`admin.staff.role.${role}`)),
        ].join('، ') || '—',
    },
    {
      id: 'permissions',
      header: () => t('admin.staff.permissions'),
      cell: ({ row }) =>
        row.original.role === 'ADMIN'
          ? t('admin.staff.everything')
          : row.original.permissions
              .map((permission) => t(`admin.staff.permission.${permission}`))
              .join('، '),
    },
    {
      id: 'change',
      header: () => <span className="sr-only">{t('admin.staff.change')}</span>,
      cell: ({ row }) => (
        <Link to={`?${new URLSearchParams({ email: row.original.email })}`} className="underline">
          {t('admin.staff.change')}
        </Link>
      ),
    },
  ];
}
