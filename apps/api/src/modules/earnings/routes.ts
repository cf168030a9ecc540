import { adminPayouts, PAYOUT_BATCH_PAGE_SIZE } from '@seed/contract/admin-payouts';
import { CSV_BOM, csvRow } from '@seed/domain/csv';
import { maskIban } from '@seed/domain/iban';
import { convertFils } from '@seed/domain/money';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import type { Mailer } from '../mail/mailer';
import { sendPayoutMail } from './artist-mail';
import { clearEarnings } from './ledger';
import { createBatch, dueNow, exportBatch, findBatch, listBatches, markPaid } from './payouts';
import { readSettings, saveSettings } from './settings';

export type EarningsModuleOptions = ModuleOptions & {
  mailer: Mailer;
  publicUrl: string;
  returnWindowDays: number;
  /** The clock the clearing reads; tests move it instead of waiting out the return window. */
  now: () => Date;
};

const kwd = (fils: number) => convertFils(fils, 'KWD');

type Batch = Awaited<ReturnType<typeof findBatch>>;
type BatchFigures = Batch['batch'];
type PayoutRow = Batch['rows'][number];

const presentFigures = ({ totalFils, ...batch }: BatchFigures) => ({ ...batch, total: kwd(totalFils) });

// Staff see where money goes only masked; the bank export is the one place the IBAN is whole.
const presentRow = ({
  iban,
  amount,
  batchId: _batch,
  createdAt: _at,
  paidByStaffId: _by,
  ...row
}: PayoutRow) => ({
  ...row,
  amount: kwd(amount),
  ibanMasked: iban ? maskIban(iban) : null,
  accountName: row.accountName || null,
});

const presentBatch = ({ batch, rows }: Batch) => ({ ...presentFigures(batch), rows: rows.map(presentRow) });

/** The payouts desk (finance): settings, clearing on demand, batches, the bank export, paying. */
export async function earningsRoutes(app: FastifyInstance, options: EarningsModuleOptions) {
  const { db, mailer, publicUrl, returnWindowDays, now } = options;
  const callOf = (request: { user: { id: number }; id: string }) => ({
    staffId: request.user.id,
    requestId: request.id,
  });

  serve(app, adminPayouts.overview, async (request) => {
    const paging = clampPaging(request.query, { defaultLimit: PAYOUT_BATCH_PAGE_SIZE });
    const [page, due] = await Promise.all([listBatches(db, paging), dueNow(db)]);
    return {
      ...namedPage('batches', page, presentFigures),
      due: { artists: due.artists, total: kwd(due.totalFils), minimum: kwd(due.minimumFils) },
    };
  });

  serve(app, adminPayouts.settings, async () => readSettings(db));

  serve(app, adminPayouts.saveSettings, async (request) => {
    const { reason, ...values } = request.body;
    return saveSettings(db, values, { ...callOf(request), reason });
  });

  serve(app, adminPayouts.clear, async () => ({
    cleared: await clearEarnings(db, { now: now(), returnWindowDays }),
  }));

  serve(app, adminPayouts.createBatch, async (request, reply) => {
    reply.status(201);
    return presentBatch(await createBatch(db, callOf(request)));
  });

  serve(app, adminPayouts.batch, async (request) => presentBatch(await findBatch(db, request.params.id)));

  serve(app, adminPayouts.csv, async (request, reply) => {
    const { batch, rows } = await exportBatch(db, request.params.id, callOf(request));
    const head = [
      'Payout',
      'Artist',
      'Account name',
      'IBAN',
      'Amount (KWD)',
      'Currency',
      'State',
      'Reference',
    ];
    const body = rows.map((row) =>
      csvRow([
        row.id,
        row.artistNameEn,
        row.accountName,
        row.iban,
        (row.amount / 1000).toFixed(3),
        'KWD',
        row.state,
        row.reference,
      ]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payout-batch-${batch.id}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(CSV_BOM + csvRow(head) + body.join(''));
  });

  serve(app, adminPayouts.markPaid, async (request) => {
    const paid = await markPaid(db, request.params.id, request.body.reference, callOf(request));
    // The payout is paid whether or not the mail goes; a failure is logged, never undone.
    await sendPayoutMail({ db, mailer, publicUrl }, { ...paid, reference: request.body.reference }).catch(
      (error: unknown) => request.log.error({ err: error, payoutId: paid.id }, 'payout mail failed'),
    );
    const { rows } = await findBatch(db, paid.batchId);
    const row = rows.find((candidate) => candidate.id === paid.id);
    if (!row) throw new Error(`Payout ${paid.id} vanished from its batch`);
    return presentRow(row);
  });
}
