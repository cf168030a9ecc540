import { earnings } from '@seed/contract/earnings';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { Price } from '../components/price';
import { earningsDate } from '../features/artist-portal/earnings-format.server';
import { SalesTable } from '../features/artist-portal/earnings-sales';
import { PrintButton } from '../features/artist-portal/earnings-statement-print';
import { requireArtist } from '../features/artist-portal/require-artist.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { areaMessages } from '../lib/messages.server';
import type { Route } from './+types/artist-portal-statement';

/** A payout's statement, outside the portal's frame so it prints alone; it sends the portal's messages itself. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  await requireArtist(request, context);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const statement = await createApiClient(request, context, locale)
    .call(earnings.statement, { params: { id } })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  const date = earningsDate(locale);
  return data(
    {
      statement: {
        ...statement,
        made: date(statement.payout.createdAt),
        paidOn: statement.payout.paidAt ? date(statement.payout.paidAt) : null,
        lines: statement.lines.map((line) => ({ ...line, date: date(line.createdAt) })),
      },
      areaMessages: areaMessages(locale, ['artistPortal']),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** The statement of one payout: its sales, the refunds taken off, the total; printable on A4. */
export default function ArtistPortalStatement({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = params.lang === 'en' ? 'en' : 'ar';
  const { statement } = loaderData;
  const { payout } = statement;
  const name = lang === 'ar' ? statement.artist.displayNameAr : statement.artist.displayNameEn;
  return (
    <main className="mx-auto grid max-w-3xl gap-4 bg-white p-8 text-black print:max-w-none print:p-0">
      <title>{`${t('artistPortal.earnings.statementTitle')} #${payout.id}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <Link to={`/${lang}/artist-portal/earnings`} className="underline underline-offset-2">
          {t('artistPortal.earnings.back')}
        </Link>
        <PrintButton label={t('artistPortal.earnings.print')} />
      </div>
      <header>
        <h1 className="text-xl font-bold">
          {t('artistPortal.earnings.statementTitle')} ·{' '}
          {t('artistPortal.earnings.payoutOf', { id: payout.id })}
        </h1>
        <p>{name}</p>
        <p>
          {statement.paidOn
            ? t('artistPortal.earnings.paidOn', {
                date: statement.paidOn,
                reference: payout.reference ?? '',
                interpolation: { escapeValue: false },
              })
            : t('artistPortal.earnings.waitingPayment')}
        </p>
      </header>
      <SalesTable rows={statement.lines} lang={lang} caption={t('artistPortal.earnings.statementTitle')} />
      <dl className="grid max-w-sm grid-cols-2 gap-2">
        <dt>{t('artistPortal.earnings.salesTotal')}</dt>
        <dd>
          <Price money={statement.sales} />
        </dd>
        <dt>{t('artistPortal.earnings.refundsTotal')}</dt>
        <dd>
          <Price money={statement.refunds} />
        </dd>
        <dt className="font-bold">{t('artistPortal.earnings.total')}</dt>
        <dd className="font-bold" data-statement-total>
          <Price money={statement.total} />
        </dd>
      </dl>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
