import type { HomeFigures } from '@seed/contract/reports';
import { useTranslation } from 'react-i18next';
import { FigureCard } from './figure-card';

type Props = { figures: HomeFigures; lang: 'ar' | 'en' };

/**
 * What waits for each desk the member of staff holds, each figure a link to the list it counts. A desk the
 * caller does not hold is absent (its figure is null), not shown as zero.
 */
export function WaitingPanel({ figures, lang }: Props) {
  const { t } = useTranslation();
  const count = (value: number) => new Intl.NumberFormat(lang).format(value);
  const { ordersWaiting, designRequestsWaiting, artworksWaiting, artistRequestsWaiting } = figures;
  const moderation = artworksWaiting !== null || artistRequestsWaiting !== null;
  return (
    <>
      {ordersWaiting && (
        <section aria-labelledby="home-orders" className="space-y-3">
          <h2 id="home-orders" className="text-xl font-bold">
            {t('admin.home.ordersWaiting')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {ordersWaiting.map((row) => (
              <FigureCard
                key={row.status}
                label={t(`admin.home.orderStatus.${row.status}`)}
                value={count(row.count)}
                to={`/${lang}/admin/orders?status=${row.status}`}
              />
            ))}
          </div>
        </section>
      )}
      {designRequestsWaiting && (
        <section aria-labelledby="home-design-requests" className="space-y-3">
          <h2 id="home-design-requests" className="text-xl font-bold">
            {t('admin.home.designRequestsWaiting')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-3">
            {designRequestsWaiting.map((row) => (
              <FigureCard
                key={row.status}
                label={t(`admin.home.designRequestStatus.${row.status}`)}
                value={count(row.count)}
                to={`/${lang}/design-requests?status=${row.status}`}
              />
            ))}
          </div>
        </section>
      )}
      {moderation && (
        <section aria-labelledby="home-moderation" className="space-y-3">
          <h2 id="home-moderation" className="text-xl font-bold">
            {t('admin.home.moderation')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {artworksWaiting !== null && (
              <FigureCard
                label={t('admin.home.artworksWaiting')}
                value={count(artworksWaiting)}
                to={`/${lang}/admin/moderation`}
              />
            )}
            {artistRequestsWaiting !== null && (
              <FigureCard
                label={t('admin.home.artistRequestsWaiting')}
                value={count(artistRequestsWaiting)}
                to={`/${lang}/admin/moderation/requests`}
              />
            )}
          </div>
        </section>
      )}
      {/* Low stock (issue 21: stock thresholds per variant) takes its place here, for the catalogue desk. */}
    </>
  );
}
