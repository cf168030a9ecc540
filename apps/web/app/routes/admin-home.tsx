import { adminStock } from '@seed/contract/admin-stock';
import { reports } from '@seed/contract/reports';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { SalesPanel } from '../features/admin/home/sales-panel';
import { WaitingPanel } from '../features/admin/home/waiting-panel';
import { requireStaff } from '../features/admin/require-staff.server';
import { sectionsFor } from '../features/admin/sections';
import { LowStockPanel } from '../features/admin/stock/low-stock-panel';
import { useStaff } from '../features/admin/use-staff';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-home';

const LOW_STOCK_SHOWN = 8;

// Any member of staff: the API leaves out (null) each figure whose desk the caller does not hold.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  // Staff who keep the stock see what runs low (the same variants the low-stock e-mails name).
  const lowStock = staff.permissions.includes('catalogue')
    ? api.call(adminStock.list, { query: { low: 'true', limit: LOW_STOCK_SHOWN } })
    : null;
  const [figures, low] = await Promise.all([api.call(reports.home, {}), lowStock]);
  return { figures, lowStock: low && { rows: low.variants, total: low.total } };
}

/** The back office's first page: today's figures for the caller's desks, and the desks themselves. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const staff = useStaff();
  const { figures, lowStock } = loaderData;
  const desks = sectionsFor(staff.permissions).filter(({ key }) => key !== 'home');
  const anyFigure =
    figures.sales ||
    figures.ordersWaiting ||
    figures.designRequestsWaiting ||
    figures.artworksWaiting !== null ||
    figures.artistRequestsWaiting !== null;
  return (
    <div className="space-y-8">
      <AdminTitle title={t('admin.home.title')} />
      <h1 className="text-2xl font-bold">{t('admin.layout.welcome', { name: staff.name })}</h1>
      {figures.sales && <SalesPanel sales={figures.sales} locale={lang} />}
      <WaitingPanel figures={figures} lang={lang} />
      {lowStock && <LowStockPanel rows={lowStock.rows} total={lowStock.total} lang={lang} />}
      {!anyFigure && !lowStock && <p className="text-neutral-700">{t('admin.home.noFigures')}</p>}
      <section aria-labelledby="home-desks">
        <h2 id="home-desks" className="mb-2 text-lg font-semibold">
          {t('admin.layout.yourDesks')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {desks.map(({ key, path }) => (
            <li key={key}>
              <Link
                to={`/${lang}${path}`}
                className="block rounded-md border border-neutral-200 bg-white p-4 font-semibold hover:border-neutral-400"
              >
                {t(`admin.layout.sections.${key}` as 'admin.layout.sections.home')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
