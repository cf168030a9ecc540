import { earnings, SALES_PAGE_SIZE } from '@seed/contract/earnings';
import { CSV_BOM, csvRow } from '@seed/domain/csv';
import { convertFils } from '@seed/domain/money';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { artistOf } from '../artist-portal/artist-of';
import { setArtworkMargin } from '../artist-portal/margin';
import { listArtworkMargins } from '../artworks/artwork-margin';
import {
  allArtistSales,
  artistDesigns,
  artistPayouts,
  artistSales,
  artistStatement,
  artistTotals,
  type EarningRow,
  payoutDetailsOf,
  savePayoutDetails,
  saveSaleMail,
} from './artist-earnings';
import { readSettings } from './settings';

// Earnings are KWD fils and shown in KWD, whatever the browsing currency: they are paid in KWD.
const kwd = (fils: number) => convertFils(fils, 'KWD');

const presentLine = (row: EarningRow & { reversed?: boolean }) => ({
  id: row.id,
  orderId: row.orderId,
  createdAt: row.createdAt,
  kind: row.kind,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  colorEn: row.colorEn,
  colorAr: row.colorAr,
  size: row.size,
  count: row.count,
  amount: kwd(row.amount),
  state: row.state,
  reversed: row.reversed ?? false,
});

const presentPayout = (row: {
  id: number;
  batchId: number;
  amount: number;
  state: 'PENDING' | 'PAID';
  reference: string | null;
  createdAt: Date;
  paidAt: Date | null;
}) => ({ ...row, amount: kwd(row.amount) });

/** The artist's side of earnings: totals, sales, CSV, payouts and statements, payout details, margins. */
export async function earningsPortalRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const named = (locale: string) => (row: EarningRow & { reversed?: boolean }) => {
    const { colorEn, colorAr, ...line } = presentLine(row);
    return { ...line, colorName: locale === 'ar' ? colorAr : colorEn };
  };

  serve(app, earnings.summary, async (request) => {
    const artist = await artistOf(db, request.user);
    const totals = await artistTotals(db, artist.id);
    const paging = clampPaging(request.query, { defaultLimit: SALES_PAGE_SIZE });
    const reply = {
      totals: { pending: kwd(totals.pending), cleared: kwd(totals.cleared), paid: kwd(totals.paid) },
    };
    if (request.query.view === 'designs') {
      const page = await artistDesigns(db, artist.id, paging);
      return {
        ...reply,
        designs: namedPage('designs', page, (row) => ({ ...row, amount: kwd(row.amount) })),
      };
    }
    const page = await artistSales(db, artist.id, paging);
    return { ...reply, lines: namedPage('sales', page, named(request.ctx.locale)) };
  });

  serve(app, earnings.csv, async (request, reply) => {
    const artist = await artistOf(db, request.user);
    const rows = await allArtistSales(db, artist.id);
    const ar = request.ctx.locale === 'ar';
    const head = ar
      ? ['التاريخ', 'الطلب', 'النوع', 'المنتج', 'اللون', 'المقاس', 'العدد', 'الربح (د.ك)', 'الحالة']
      : ['Date', 'Order', 'Kind', 'Product', 'Colour', 'Size', 'Count', 'Earning (KWD)', 'State'];
    const body = rows.map((row) =>
      csvRow([
        row.createdAt.toISOString().slice(0, 10),
        row.orderId,
        row.kind,
        ar ? row.nameAr : row.nameEn,
        ar ? row.colorAr : row.colorEn,
        row.size,
        row.count,
        (row.amount / 1000).toFixed(3),
        row.state,
      ]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="earnings.csv"')
      .header('cache-control', 'private, no-store')
      .send(CSV_BOM + csvRow(head) + body.join(''));
  });

  serve(app, earnings.payouts, async (request) => {
    const artist = await artistOf(db, request.user);
    const page = await artistPayouts(
      db,
      artist.id,
      clampPaging(request.query, { defaultLimit: SALES_PAGE_SIZE }),
    );
    return namedPage('payouts', page, presentPayout);
  });

  serve(app, earnings.statement, async (request) => {
    const artist = await artistOf(db, request.user);
    const { payout, lines } = await artistStatement(db, artist.id, request.params.id);
    const sales = lines.filter((line) => line.amount > 0).reduce((sum, line) => sum + line.amount, 0);
    const refunds = lines.filter((line) => line.amount < 0).reduce((sum, line) => sum + line.amount, 0);
    return {
      payout: presentPayout(payout),
      artist: { displayNameEn: artist.displayNameEn, displayNameAr: artist.displayNameAr },
      lines: lines.map(named(request.ctx.locale)),
      sales: kwd(sales),
      refunds: kwd(refunds),
      total: kwd(payout.amount),
    };
  });

  serve(app, earnings.payoutDetails, async (request) =>
    payoutDetailsOf(db, (await artistOf(db, request.user)).id),
  );

  serve(app, earnings.setPayoutDetails, async (request) =>
    savePayoutDetails(db, (await artistOf(db, request.user)).id, request.body),
  );

  serve(app, earnings.setSaleMail, async (request) =>
    saveSaleMail(db, (await artistOf(db, request.user)).id, request.body.enabled),
  );

  serve(app, earnings.marginLimits, async () => {
    const settings = await readSettings(db);
    return { min: kwd(settings.marginMinFils), max: kwd(settings.marginMaxFils) };
  });

  serve(app, earnings.margins, async (request) => {
    const artist = await artistOf(db, request.user);
    const paging = clampPaging(request.query, { defaultLimit: SALES_PAGE_SIZE });
    const [page, settings] = await Promise.all([listArtworkMargins(db, artist.id, paging), readSettings(db)]);
    return {
      ...namedPage('artworks', page, (row) => ({ ...row, margin: kwd(row.margin) })),
      limits: { min: kwd(settings.marginMinFils), max: kwd(settings.marginMaxFils) },
    };
  });

  serve(app, earnings.setMargin, async (request) => {
    const artist = await artistOf(db, request.user);
    const { id, margin } = await setArtworkMargin(db, artist.id, request.params.id, request.body.marginFils);
    return { id, margin: kwd(margin) };
  });
}
