import { earnings, SALES_PAGE_SIZE } from '@seed/contract/earnings';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { PageMeta } from '../components/page-meta';
import { Price } from '../components/price';
import { EARNINGS_ACTIONS, runEarningsAction } from '../features/artist-portal/earnings-actions.server';
import { earningsDate, kwdText } from '../features/artist-portal/earnings-format.server';
import { MarginForms, PayoutDetailsForms } from '../features/artist-portal/earnings-forms';
import { DesignsTable, SalesTable } from '../features/artist-portal/earnings-sales';
import { EarningsTotals } from '../features/artist-portal/earnings-totals';
import { NoArtistProfile } from '../features/artist-portal/no-artist-profile';
import { isNoArtistProfile } from '../features/artist-portal/no-profile.server';
import { requireArtist } from '../features/artist-portal/require-artist.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/artist-portal-earnings';

const offsetOf = (url: URL) => {
  const value = Number(url.searchParams.get('offset'));
  return Number.isInteger(value) && value > 0 && value < 1_000_000 ? value : 0;
};

async function readEarnings(api: ReturnType<typeof createApiClient>, url: URL, locale: 'ar' | 'en') {
  const view = url.searchParams.get('view') === 'designs' ? 'designs' : 'lines';
  const offset = offsetOf(url);
  const [summary, payouts, details, margins] = await Promise.all([
    api.call(earnings.summary, { query: { view, offset, limit: SALES_PAGE_SIZE } }),
    api.call(earnings.payouts, { query: { limit: SALES_PAGE_SIZE } }),
    api.call(earnings.payoutDetails),
    api.call(earnings.margins, { query: { limit: 50 } }),
  ]);
  const date = earningsDate(locale);
  const hasMore = summary.lines?.hasMore ?? summary.designs?.hasMore ?? false;
  return {
    view,
    totals: summary.totals,
    sales: (summary.lines?.sales ?? []).map((row) => ({ ...row, date: date(row.createdAt) })),
    designs: summary.designs?.designs ?? [],
    newer: offset > 0 ? Math.max(0, offset - SALES_PAGE_SIZE) : null,
    older: hasMore ? offset + SALES_PAGE_SIZE : null,
    payouts: payouts.payouts.map((payout) => ({ ...payout, date: date(payout.createdAt) })),
    details,
    margins: margins.artworks.map((artwork) => ({ ...artwork, marginText: kwdText(artwork.margin.amount) })),
    limits: margins.limits,
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  const url = new URL(request.url);
  const done = EARNINGS_ACTIONS.find((action) => action === url.searchParams.get('done')) ?? null;
  try {
    const found = await readEarnings(createApiClient(request, context, locale), url, locale);
    return data({ earnings: found, done }, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    if (isNoArtistProfile(error)) return data({ earnings: null, done: null });
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  const form = await request.formData();
  const chosen = EARNINGS_ACTIONS.find((action) => action === form.get('action'));
  if (!chosen) throw data(null, { status: 400 });
  const problem = await runEarningsAction(createApiClient(request, context, locale), locale, chosen, form);
  if (problem) return data({ problem }, { status: 400 });
  return redirect(`/${params.lang}/artist-portal/earnings?done=${chosen}`, 303);
}

/** The artist's earnings: totals, sales per line or per design, the CSV, payouts, bank details, margins. */
export default function ArtistPortalEarnings({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = params.lang === 'en' ? 'en' : 'ar';
  const { earnings: found, done } = loaderData;
  const problem = actionData?.problem ?? null;
  const base = `/${lang}/artist-portal/earnings`;
  const link = (view: string, offset: number) => `${base}?view=${view}${offset ? `&offset=${offset}` : ''}`;
  return (
    <main className="grid gap-6 px-4 py-6">
      <PageMeta title={t('artistPortal.earnings.title')} description={t('artistPortal.description')} />
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{t('artistPortal.earnings.title')}</h1>
      {!found ? (
        <NoArtistProfile />
      ) : (
        <>
          {done && (
            <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
              {t(`artistPortal.earnings.done.${done}`)}
            </p>
          )}
          <EarningsTotals totals={found.totals} />
          <section aria-labelledby="earnings-sales" className="grid gap-3">
            <h2 id="earnings-sales" className="text-lg font-semibold">
              {t('artistPortal.earnings.sales')}
            </h2>
            <nav aria-label={t('artistPortal.earnings.sales')} className="flex flex-wrap gap-4 text-sm">
              {(['lines', 'designs'] as const).map((view) => (
                <Link
                  key={view}
                  to={link(view, 0)}
                  aria-current={found.view === view ? 'page' : undefined}
                  className={found.view === view ? 'font-bold' : 'underline underline-offset-2'}
                >
                  {t(`artistPortal.earnings.${view === 'lines' ? 'byLine' : 'byDesign'}`)}
                </Link>
              ))}
              <a href={`${base}.csv`} download className="ms-auto underline underline-offset-2">
                {t('artistPortal.earnings.csv')}
              </a>
            </nav>
            {found.sales.length === 0 && found.designs.length === 0 ? (
              <p className="text-neutral-700">{t('artistPortal.earnings.noSales')}</p>
            ) : found.view === 'designs' ? (
              <DesignsTable rows={found.designs} lang={lang} caption={t('artistPortal.earnings.byDesign')} />
            ) : (
              <SalesTable rows={found.sales} lang={lang} caption={t('artistPortal.earnings.byLine')} />
            )}
            <div className="flex gap-4 text-sm">
              {found.newer !== null && (
                <Link to={link(found.view, found.newer)} rel="prev" className="underline underline-offset-2">
                  {t('artistPortal.earnings.newer')}
                </Link>
              )}
              {found.older !== null && (
                <Link to={link(found.view, found.older)} rel="next" className="underline underline-offset-2">
                  {t('artistPortal.earnings.older')}
                </Link>
              )}
            </div>
          </section>
          <section aria-labelledby="earnings-payouts" className="grid gap-2">
            <h2 id="earnings-payouts" className="text-lg font-semibold">
              {t('artistPortal.earnings.payouts')}
            </h2>
            {found.payouts.length === 0 ? (
              <p className="text-neutral-700">{t('artistPortal.earnings.noPayouts')}</p>
            ) : (
              <ul className="grid gap-1">
                {found.payouts.map((payout) => (
                  <li key={payout.id} className="flex flex-wrap gap-3">
                    <Link
                      to={`/${lang}/artist-portal/statement/${payout.id}`}
                      className="underline underline-offset-2"
                    >
                      {t('artistPortal.earnings.payoutOf', { id: payout.id })}
                    </Link>
                    <span>{payout.date}</span>
                    <Price money={payout.amount} />
                    <span>
                      {t(`artistPortal.earnings.states.${payout.state === 'PAID' ? 'PAID' : 'CLEARED'}`)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <PayoutDetailsForms details={found.details} problem={problem} />
          <MarginForms margins={found.margins} limits={found.limits} lang={lang} problem={problem} />
        </>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
