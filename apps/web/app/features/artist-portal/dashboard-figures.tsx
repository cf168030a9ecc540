import type { artistPortal } from '@seed/contract/artist-portal';
import type { ReplyOf } from '@seed/contract/endpoint';
import { useTranslation } from 'react-i18next';
import { Price } from '../../components/price';

type Dashboard = ReplyOf<typeof artistPortal.dashboard>;

const COUNTS = ['products', 'artworks', 'design', 'clicks', 'likes'] as const;

/** The dashboard's figures of spec §3, as a definition list: each label with its number. */
export function DashboardFigures({ dashboard, locale }: { dashboard: Dashboard; locale: 'ar' | 'en' }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(locale);
  const card = 'rounded-lg border border-neutral-200 p-4';
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <div className={card}>
        <dt className="text-sm text-neutral-700">{t('artistPortal.revenue')}</dt>
        <dd className="mt-1 text-2xl font-bold">
          <Price money={dashboard.revenue} />
        </dd>
      </div>
      {COUNTS.map((key) => (
        <div key={key} className={card}>
          <dt className="text-sm text-neutral-700">{t(`artistPortal.figures.${key}`)}</dt>
          <dd className="mt-1 text-2xl font-bold">{number.format(dashboard[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
