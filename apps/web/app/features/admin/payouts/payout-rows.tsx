import type { Money } from '@seed/domain/money';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Price } from '../../../components/price';
import { useLocale } from '../../../lib/use-locale';
import { type AdminColumn, DataTable } from '../data-table';

type PayoutRow = {
  id: number;
  artistNameEn: string;
  artistNameAr: string;
  amount: Money;
  state: 'PENDING' | 'PAID';
  ibanMasked: string | null;
  accountName: string | null;
  reference: string | null;
  paidOn: string | null;
};
type Problem = { payoutId: number; refusal: string | null };

/** A batch's payouts: where each goes (masked), and a form to mark it paid with the transfer's reference. */
export function PayoutRows({ rows, problem }: { rows: PayoutRow[]; problem: Problem | null }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const columns: AdminColumn<PayoutRow>[] = [
    {
      id: 'artist',
      header: t('admin.payouts.artist'),
      cell: ({ row }) => (lang === 'ar' ? row.original.artistNameAr : row.original.artistNameEn),
    },
    {
      id: 'account',
      header: t('admin.payouts.accountName'),
      cell: ({ row }) => row.original.accountName ?? t('admin.payouts.noDetails'),
    },
    {
      id: 'iban',
      header: t('admin.payouts.iban'),
      cell: ({ row }) => <span dir="ltr">{row.original.ibanMasked ?? '—'}</span>,
    },
    {
      id: 'amount',
      header: t('admin.payouts.amount'),
      cell: ({ row }) => <Price money={row.original.amount} />,
    },
    {
      id: 'state',
      header: t('admin.payouts.state'),
      cell: ({ row }) => t(`admin.payouts.states.${row.original.state}`),
    },
    {
      id: 'reference',
      header: t('admin.payouts.reference'),
      cell: ({ row }) => {
        const payout = row.original;
        if (payout.state === 'PAID') return `${payout.reference ?? ''} · ${payout.paidOn ?? ''}`;
        const failed = problem?.payoutId === payout.id;
        return (
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="payoutId" value={payout.id} />
            <label className="sr-only" htmlFor={`reference-${payout.id}`}>
              {t('admin.payouts.reference')}
            </label>
            <input
              id={`reference-${payout.id}`}
              name="reference"
              required
              maxLength={100}
              dir="ltr"
              aria-invalid={failed || undefined}
              className="w-36 rounded-md border border-neutral-300 px-2 py-1"
            />
            <button
              type="submit"
              name="action"
              value="paid"
              className="rounded-md bg-neutral-900 px-3 py-1 text-white"
            >
              {t('admin.payouts.markPaid')}
            </button>
            {failed && problem.refusal && (
              <span role="alert" className="text-red-800">
                {problem.refusal}
              </span>
            )}
          </Form>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={t('admin.payouts.title')}
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.id)}
    />
  );
}
