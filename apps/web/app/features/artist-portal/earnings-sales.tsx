import type { Money } from '@seed/domain/money';
import { useTranslation } from 'react-i18next';
import { Price } from '../../components/price';

export type SaleRow = {
  id: number;
  orderId: number;
  date: string;
  kind: 'SALE' | 'REVERSAL';
  nameEn: string;
  nameAr: string;
  colorName: string | null;
  size: string | null;
  count: number;
  amount: Money;
  state: 'PENDING' | 'CLEARED' | 'PAID';
  reversed: boolean;
};

export type DesignRow = {
  artworkId: number | null;
  titleEn: string;
  titleAr: string;
  units: number;
  amount: Money;
};

const cell = 'border-b border-neutral-100 px-2 py-2 text-start';
const head = 'border-b border-neutral-200 px-2 py-2 text-start font-semibold';

/** The sales list, one row per ledger row: date, product, colour and size, earning and its state. */
export function SalesTable({ rows, lang, caption }: { rows: SaleRow[]; lang: 'ar' | 'en'; caption: string }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(lang);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {(['date', 'order', 'product', 'variant', 'count', 'earning', 'state'] as const).map((key) => (
              <th key={key} scope="col" className={head}>
                {t(`artistPortal.earnings.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-kind={row.kind}>
              <td className={cell}>{row.date}</td>
              <td className={cell}>#{number.format(row.orderId)}</td>
              <td className={cell}>
                {lang === 'ar' ? row.nameAr : row.nameEn}
                {row.kind === 'REVERSAL' && ` · ${t('artistPortal.earnings.reversal')}`}
              </td>
              <td className={cell}>{[row.colorName, row.size].filter(Boolean).join(' / ') || '—'}</td>
              <td className={cell}>{number.format(row.count)}</td>
              <td className={cell}>
                <Price money={row.amount} />
              </td>
              <td className={cell}>
                {t(`artistPortal.earnings.states.${row.state}`)}
                {row.reversed && ` (${t('artistPortal.earnings.reversed')})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Sales per design: units kept (sold less refunded) and what they earned. */
export function DesignsTable({
  rows,
  lang,
  caption,
}: {
  rows: DesignRow[];
  lang: 'ar' | 'en';
  caption: string;
}) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(lang);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {(['design', 'units', 'earning'] as const).map((key) => (
              <th key={key} scope="col" className={head}>
                {t(`artistPortal.earnings.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.artworkId ?? 'none'}>
              <td className={cell}>{lang === 'ar' ? row.titleAr : row.titleEn}</td>
              <td className={cell}>{number.format(row.units)}</td>
              <td className={cell}>
                <Price money={row.amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
