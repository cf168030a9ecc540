import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, PagingQuerySchema, pageSchema, TimestampSchema } from './common';
import { endpoint } from './endpoint';

/** What an artist earns and is paid: the ledger's rows, their sums, payouts and payout details (issue 22). */
export const EARNING_STATES = ['PENDING', 'CLEARED', 'PAID'] as const;
export const EARNING_KINDS = ['SALE', 'REVERSAL'] as const;
export const PAYOUT_STATES = ['PENDING', 'PAID'] as const;
export const SALES_VIEWS = ['lines', 'designs'] as const;
export const SALES_PAGE_SIZE = 20;

const id = z.number().int();
const kwd = MoneySchema.describe('KWD');

export const EarningTotalsSchema = z
  .object({
    pending: kwd.describe('Sold, not yet past the return window after delivery'),
    cleared: kwd.describe(
      'Past the return window, waiting for the next payout (refunds after a payout deducted)',
    ),
    paid: kwd.describe('Paid out'),
  })
  .meta({ id: 'EarningTotals' });

export const SaleLineSchema = z.object({
  id,
  orderId: id,
  createdAt: TimestampSchema,
  kind: z.enum(EARNING_KINDS),
  nameEn: z.string(),
  nameAr: z.string(),
  colorName: z.string().nullable(),
  size: z.string().nullable(),
  count: z.number().int(),
  amount: kwd,
  state: z.enum(EARNING_STATES),
  reversed: z
    .boolean()
    .describe('A sale that a refund, return or cancellation took back (wholly or in part)'),
});

export const DesignSalesSchema = z.object({
  artworkId: id.nullable(),
  titleEn: z.string(),
  titleAr: z.string(),
  units: z.number().int().describe('Units sold, less those taken back'),
  amount: kwd,
});

export const SalesQuerySchema = PagingQuerySchema.extend({
  view: z.enum(SALES_VIEWS).optional().describe('lines (the default): per order line; designs: per artwork'),
});

export const EarningsSchema = z.object({
  totals: EarningTotalsSchema,
  lines: pageSchema('sales', SaleLineSchema).optional(),
  designs: pageSchema('designs', DesignSalesSchema).optional(),
});

export const PayoutSummarySchema = z.object({
  id,
  batchId: id,
  amount: kwd,
  state: z.enum(PAYOUT_STATES),
  reference: z.string().nullable(),
  createdAt: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
});

export const StatementSchema = z.object({
  payout: PayoutSummarySchema,
  artist: z.object({ displayNameEn: z.string(), displayNameAr: z.string() }),
  lines: z.array(SaleLineSchema),
  sales: kwd.describe('What the sales in it came to'),
  refunds: kwd.describe('What refunds, returns and cancellations took back (zero or less)'),
  total: kwd,
});

export const PayoutDetailsSchema = z.object({
  ibanMasked: z.string().nullable().describe('Null until the artist gives their payout details'),
  accountName: z.string().nullable(),
  saleMail: z.boolean().describe('The daily "your design sold" e-mail; off by default'),
});

export const PayoutDetailsBodySchema = z.strictObject({
  iban: z.string().trim().min(1, 'The IBAN is required').max(42, 'At most 42 characters'),
  accountName: z
    .string()
    .trim()
    .min(2, 'The account holder’s name is required')
    .max(120, 'At most 120 characters'),
});

export const SaleMailBodySchema = z.strictObject({ enabled: z.boolean() });

export const MarginLimitsSchema = z.object({ min: kwd, max: kwd });

export const ArtworkMarginSchema = z.object({ id, title: z.string(), titleAr: z.string(), margin: kwd });

export const MarginBodySchema = z.strictObject({
  marginFils: z.number().int('Whole fils').min(0, 'Zero or more').describe('KWD fils per product sold'),
});

const tags = ['earnings'];
const artistsOnly = { roles: ['ARTIST', 'ADMIN'] } as const;
const ACCESS = 'Artists and admins only (403 for anyone else); an admin without an artist profile gets 404.';

export const earnings = {
  summary: endpoint({
    method: 'GET',
    path: '/artist/portal/earnings',
    tags,
    access: artistsOnly,
    summary: 'Your pending, cleared and paid totals, and your sales per order line or per design, paged',
    description: `${ACCESS} Newest first, ${SALES_PAGE_SIZE} a page.`,
    query: SalesQuerySchema,
    reply: EarningsSchema,
    refusals: ['NO_ARTIST_PROFILE'],
  }),
  csv: endpoint({
    method: 'GET',
    path: '/artist/portal/earnings.csv',
    tags,
    access: artistsOnly,
    summary: 'Every row of your earnings ledger as CSV (UTF-8 with a byte-order mark)',
    description: ACCESS,
    query: BaseQuerySchema,
    reply: z.string().describe('text/csv; charset=utf-8'),
    refusals: ['NO_ARTIST_PROFILE'],
  }),
  payouts: endpoint({
    method: 'GET',
    path: '/artist/portal/payouts',
    tags,
    access: artistsOnly,
    summary: 'Your payouts, newest first',
    description: ACCESS,
    query: PagingQuerySchema,
    reply: pageSchema('payouts', PayoutSummarySchema),
    refusals: ['NO_ARTIST_PROFILE'],
  }),
  statement: endpoint({
    method: 'GET',
    path: '/artist/portal/payouts/:id',
    tags,
    access: artistsOnly,
    summary: 'The statement of one of your payouts: its lines, refunds and total',
    description: `${ACCESS} Another artist’s payout is 404.`,
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: StatementSchema,
    refusals: ['NO_ARTIST_PROFILE', 'PAYOUT_NOT_FOUND'],
  }),
  payoutDetails: endpoint({
    method: 'GET',
    path: '/artist/portal/payout-details',
    tags,
    access: artistsOnly,
    summary: 'Where you are paid (the IBAN masked) and your sale e-mail setting',
    description: ACCESS,
    query: BaseQuerySchema,
    reply: PayoutDetailsSchema,
    refusals: ['NO_ARTIST_PROFILE'],
  }),
  setPayoutDetails: endpoint({
    method: 'PUT',
    path: '/artist/portal/payout-details',
    tags,
    access: artistsOnly,
    summary: 'Give or change your IBAN and the account holder’s name',
    description: `${ACCESS} The IBAN is checked (country, length, check digits).`,
    query: BaseQuerySchema,
    body: PayoutDetailsBodySchema,
    reply: PayoutDetailsSchema,
    refusals: ['NO_ARTIST_PROFILE', 'IBAN_INVALID'],
  }),
  setSaleMail: endpoint({
    method: 'PUT',
    path: '/artist/portal/sale-mail',
    tags,
    access: artistsOnly,
    summary: 'Turn the daily "your design sold" e-mail on or off',
    description: ACCESS,
    query: BaseQuerySchema,
    body: SaleMailBodySchema,
    reply: PayoutDetailsSchema,
    refusals: ['NO_ARTIST_PROFILE'],
  }),
  marginLimits: endpoint({
    method: 'GET',
    path: '/artist/portal/margin-limits',
    tags,
    access: artistsOnly,
    summary: 'The lowest and highest margin an artwork may have',
    description: ACCESS,
    query: BaseQuerySchema,
    reply: MarginLimitsSchema,
    refusals: [],
  }),
  margins: endpoint({
    method: 'GET',
    path: '/artist/portal/margins',
    tags,
    access: artistsOnly,
    summary: 'Your artworks’ margins, newest artwork first, and the limits a margin must keep',
    description: ACCESS,
    query: PagingQuerySchema,
    reply: pageSchema('artworks', ArtworkMarginSchema).extend({ limits: MarginLimitsSchema }),
    refusals: ['NO_ARTIST_PROFILE'],
  }),
  setMargin: endpoint({
    method: 'PUT',
    path: '/artist/portal/artworks/:id/margin',
    tags,
    access: artistsOnly,
    summary:
      'Set what you earn per product of an artwork; its products’ prices follow, for future orders only',
    description: `${ACCESS} Another artist’s artwork is 404.`,
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: MarginBodySchema,
    reply: z.object({ id, margin: kwd }),
    refusals: ['NO_ARTIST_PROFILE', 'ARTWORK_NOT_FOUND', 'MARGIN_OUT_OF_RANGE'],
  }),
};
