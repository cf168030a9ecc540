import { CURRENCIES } from '@seed/domain/currency';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import {
  BaseQuerySchema,
  IdParamsSchema,
  IdSchema,
  PagingQuerySchema,
  pageSchema,
  TimestampSchema,
} from './common';
import { endpoint } from './endpoint';
import { AuditReasonSchema } from './staff';

export const GIFT_CARD_PAGE_SIZE = 25;
/** The most cards one batch issues: a print run, not a database dump. */
export const GIFT_CARD_BATCH_MAX = 500;
/** The largest card, in minor units of its currency (KWD 1,000 in fils). */
const GIFT_CARD_AMOUNT_MAX = 1_000_000;

export const GIFT_CARD_STATUSES = ['ACTIVE', 'REDEEMED', 'EXPIRED', 'DEACTIVATED'] as const;

const id = z.number().int();

export const GiftCardListQuerySchema = PagingQuerySchema.extend({
  batchId: IdSchema.optional(),
  status: z.enum(GIFT_CARD_STATUSES).optional(),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("The code's last characters, or the redeeming customer's e-mail or name"),
});

const AdminGiftCardSchema = z
  .object({
    id,
    codeEnd: z.string().describe('The last 4 characters only: codes are secrets, downloaded once per batch'),
    amount: MoneySchema.describe("In the card's own currency"),
    status: z.enum(GIFT_CARD_STATUSES),
    batchId: id.nullable(),
    expiresAt: TimestampSchema.nullable(),
    redeemedAt: TimestampSchema.nullable(),
    redeemedBy: z.object({ id, name: z.string(), email: z.string() }).nullable(),
    deactivatedAt: TimestampSchema.nullable(),
    createdAt: TimestampSchema,
  })
  .meta({ id: 'AdminGiftCard' });

const GiftCardBatchSchema = z
  .object({
    id,
    amount: MoneySchema,
    quantity: z.number().int(),
    redeemed: z.number().int(),
    expiresAt: TimestampSchema.nullable(),
    note: z.string(),
    issuedBy: z.string().nullable().describe("The issuing staff member's name"),
    createdAt: TimestampSchema,
  })
  .meta({ id: 'GiftCardBatch' });

export const GiftCardBatchBodySchema = z.strictObject({
  amount: z
    .number()
    .int('Whole minor units')
    .min(1, 'More than zero')
    .max(GIFT_CARD_AMOUNT_MAX, 'Too large for a gift card')
    .describe('Minor units of the currency'),
  currency: z.enum(CURRENCIES),
  quantity: z.number().int().min(1, 'At least 1').max(GIFT_CARD_BATCH_MAX, `At most ${GIFT_CARD_BATCH_MAX}`),
  expiresAt: z.iso
    .datetime({ offset: true, message: 'A date and time with its offset' })
    .nullable()
    .optional()
    .refine((at) => !at || Date.parse(at) > Date.now(), 'A date in the future'),
  note: z.string().trim().max(200, 'At most 200 characters').optional(),
  reason: AuditReasonSchema.optional(),
});

const tags = ['promotions'];
const access = { permission: 'promotions' } as const;

export const adminGiftCards = {
  list: endpoint({
    method: 'GET',
    path: '/admin/gift-cards',
    tags,
    access,
    summary: 'Gift cards, newest first: status, batch, who redeemed each and when (never the whole code)',
    query: GiftCardListQuerySchema,
    reply: pageSchema('giftCards', AdminGiftCardSchema).extend({ total: z.number().int() }),
    refusals: [],
  }),
  batches: endpoint({
    method: 'GET',
    path: '/admin/gift-card-batches',
    tags,
    access,
    summary: 'Batches of gift cards staff issued, newest first',
    query: PagingQuerySchema,
    reply: pageSchema('batches', GiftCardBatchSchema),
    refusals: [],
  }),
  issue: endpoint({
    method: 'POST',
    path: '/admin/gift-card-batches',
    tags,
    access,
    summary: 'Issue one gift card or a batch: random codes, one amount, currency and expiry',
    description: 'The reply has no codes: they are downloaded as CSV (`codes`), each download audited.',
    query: BaseQuerySchema,
    body: GiftCardBatchBodySchema,
    reply: z.object({ id }),
    status: 201,
    refusals: [],
  }),
  batch: endpoint({
    method: 'GET',
    path: '/admin/gift-card-batches/:id',
    tags,
    access,
    summary: 'One batch',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: z.object({ batch: GiftCardBatchSchema }),
    refusals: ['GIFT_CARD_BATCH_NOT_FOUND'],
  }),
  codes: endpoint({
    method: 'GET',
    path: '/admin/gift-card-batches/:id/codes.csv',
    tags,
    access,
    summary: "A batch's codes as CSV (code, amount, currency, expiry, status); each download is audited",
    params: IdParamsSchema,
    query: BaseQuerySchema,
    // Sent as text/csv; the schema only names the type for /api/docs.
    reply: z.string().describe('text/csv; charset=utf-8'),
    refusals: ['GIFT_CARD_BATCH_NOT_FOUND'],
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/admin/gift-cards/:id/deactivate',
    tags,
    access,
    summary: 'Deactivate a gift card that is not redeemed: it can no longer be redeemed',
    description: 'A redeemed card is refused (409 GIFT_CARD_ALREADY_REDEEMED): its money is in a wallet.',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: z.strictObject({ reason: AuditReasonSchema }),
    reply: z.object({ id, status: z.literal('DEACTIVATED') }),
    errors: [409],
    refusals: ['GIFT_CARD_NOT_FOUND', 'GIFT_CARD_ALREADY_REDEEMED'],
  }),
};
