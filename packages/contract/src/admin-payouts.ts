import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, PagingQuerySchema, pageSchema, TimestampSchema } from './common';
import { PAYOUT_STATES } from './earnings';
import { endpoint } from './endpoint';
import { AuditReasonSchema } from './staff';

/** The payouts desk (finance): settings, balances due, payout batches, the bank export (issue 22). */
export const PAYOUT_BATCH_PAGE_SIZE = 20;
export const PAYOUT_BATCH_STATES = ['OPEN', 'CLOSED'] as const;
export const MARGIN_CEILING_FILS = 100_000;

const id = z.number().int();
const kwd = MoneySchema.describe('KWD');
const fils = (what: string) =>
  z
    .number()
    .int('Whole fils')
    .min(0, 'Zero or more')
    .max(MARGIN_CEILING_FILS, 'At most 100 KWD')
    .describe(what);

export const EarningsSettingsSchema = z.object({
  marginMinFils: z.number().int(),
  marginMaxFils: z.number().int(),
  payoutMinimumFils: z.number().int(),
  updatedAt: TimestampSchema,
});

export const EarningsSettingsBodySchema = z
  .strictObject({
    marginMinFils: fils('The lowest margin an artist may set, KWD fils'),
    marginMaxFils: fils('The highest margin an artist may set, KWD fils'),
    payoutMinimumFils: fils('A cleared balance below this waits for a later payout, KWD fils'),
    reason: AuditReasonSchema,
  })
  .refine((body) => body.marginMaxFils >= body.marginMinFils, {
    message: 'The highest margin cannot be below the lowest',
    path: ['marginMaxFils'],
  });

export const PayoutBatchSummarySchema = z.object({
  id,
  state: z.enum(PAYOUT_BATCH_STATES),
  payouts: z.number().int(),
  paid: z.number().int().describe('How many of its payouts are marked paid'),
  total: kwd,
  createdAt: TimestampSchema,
  closedAt: TimestampSchema.nullable(),
});

export const DueSchema = z.object({
  artists: z.number().int().describe('Artists whose cleared balance reaches the minimum'),
  total: kwd,
  minimum: kwd,
});

export const PayoutRowSchema = z.object({
  id,
  artistId: id,
  artistNameEn: z.string(),
  artistNameAr: z.string(),
  amount: kwd,
  state: z.enum(PAYOUT_STATES),
  ibanMasked: z.string().nullable().describe('Null when the artist has given no payout details'),
  accountName: z.string().nullable(),
  reference: z.string().nullable(),
  paidAt: TimestampSchema.nullable(),
});

export const PayoutBatchSchema = PayoutBatchSummarySchema.extend({ rows: z.array(PayoutRowSchema) });

export const MarkPaidBodySchema = z.strictObject({
  reference: z
    .string()
    .trim()
    .min(1, 'The transfer’s reference is required')
    .max(100, 'At most 100 characters'),
});

const tags = ['payouts'];
const access = { permission: 'payouts' } as const;
const BATCH_NOT_FOUND = 'PAYOUT_BATCH_NOT_FOUND';

export const adminPayouts = {
  overview: endpoint({
    method: 'GET',
    path: '/admin/payouts',
    tags,
    access,
    summary: 'What is due now and the payout batches, newest first',
    query: PagingQuerySchema,
    reply: pageSchema('batches', PayoutBatchSummarySchema).extend({ due: DueSchema }),
    refusals: [],
  }),
  settings: endpoint({
    method: 'GET',
    path: '/admin/payouts/settings',
    tags,
    access,
    summary: 'The margin limits and the payout minimum',
    query: BaseQuerySchema,
    reply: EarningsSettingsSchema,
    refusals: [],
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/admin/payouts/settings',
    tags,
    access,
    summary: 'Change the margin limits and the payout minimum, with a reason (audited)',
    description: 'Margins already set stay as they are; new and changed margins must fit the new limits.',
    query: BaseQuerySchema,
    body: EarningsSettingsBodySchema,
    reply: EarningsSettingsSchema,
    refusals: [],
  }),
  clear: endpoint({
    method: 'POST',
    path: '/admin/payouts/clear',
    tags,
    access,
    summary: 'Clear now the earnings whose return window has passed (a job also does it hourly)',
    query: BaseQuerySchema,
    body: z.strictObject({}),
    reply: z.object({ cleared: z.number().int() }),
    refusals: [],
  }),
  createBatch: endpoint({
    method: 'POST',
    path: '/admin/payouts/batches',
    tags,
    access,
    summary: 'Make a payout batch: one payout per artist whose cleared balance reaches the minimum',
    description:
      'One batch is open at a time; creations at once make one batch, the others are refused ' +
      '(409 PAYOUT_BATCH_OPEN or PAYOUT_NOTHING_DUE).',
    query: BaseQuerySchema,
    body: z.strictObject({}),
    reply: PayoutBatchSchema,
    status: 201,
    errors: [409],
    refusals: ['PAYOUT_BATCH_OPEN', 'PAYOUT_NOTHING_DUE'],
  }),
  batch: endpoint({
    method: 'GET',
    path: '/admin/payouts/batches/:id',
    tags,
    access,
    summary: 'One payout batch with its payouts; IBANs masked',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: PayoutBatchSchema,
    refusals: [BATCH_NOT_FOUND],
  }),
  csv: endpoint({
    method: 'GET',
    path: '/admin/payouts/batches/:id/bank.csv',
    tags,
    access,
    summary: 'The batch for the bank as CSV, IBANs in full: the export is written to the audit log',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: z.string().describe('text/csv; charset=utf-8'),
    refusals: [BATCH_NOT_FOUND],
  }),
  markPaid: endpoint({
    method: 'POST',
    path: '/admin/payouts/:id/paid',
    tags,
    access,
    summary:
      'Mark a payout paid with the transfer’s reference: its earnings become paid, the artist is mailed',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: MarkPaidBodySchema,
    reply: PayoutRowSchema,
    errors: [409],
    refusals: ['PAYOUT_NOT_FOUND', 'PAYOUT_ALREADY_PAID'],
  }),
};
