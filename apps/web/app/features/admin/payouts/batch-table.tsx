import type { Money } from '@seed/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../../components/price';
import { type AdminColumn, DataTable } from '../data-table';

type BatchRow = {
  id: number;
  state: 'OPEN' | 'CLOSED';
  payouts: number;
  paid: number;
  total: Money;
  made: string;
};

/** The payout batches, newest first; each number opens its batch. */
export function BatchTable({ batches, lang }: { batches: BatchRow[]; lang: string }) {
  const { t } = useTranslation();
  const columns: AdminColumn<BatchRow>[] = [
    {
      id: 'id',
      header: '#',
      cell: ({ row }) => (
        <Link to={`/${lang}/admin/payouts/${row.original.id}`} className="underline underline-offset-2">
          {t('admin.payouts.batch', { id: row.original.id })}
        </Link>
      ),
    },
    { id: 'made', header: t('admin.payouts.created'), cell: ({ row }) => row.original.made },
    {
      id: 'state',
      header: t('admin.payouts.state'),
      cell: ({ row }) => t(`admin.payouts.states.${row.original.state}`),
    },
    {
      id: 'count',
      header: t('admin.payouts.count'),
      cell: ({ row }) => `${row.original.paid} / ${row.original.payouts}`,
    },
    {
      id: 'total',
      header: t('admin.payouts.total'),
      cell: ({ row }) => <Price money={row.original.total} />,
    },
  ];
  return (
    <DataTable
      caption={t('admin.payouts.batches')}
      columns={columns}
      rows={batches}
      rowId={(row) => String(row.id)}
    />
  );
}
