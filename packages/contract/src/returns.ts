import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { BaseQuerySchema, IdSchema, PagingQuerySchema, pageSchema, TimestampSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { REFUND_REFUSALS, RefundDestinationSchema, RefundLineInputSchema } from './refunds';

const id = z.number().int();

export const RETURN_STATES = ['REQUESTED', 'REFUSED', 'REFUNDED'] as const;
export const RETURN_REASONS = [
  'DAMAGED',
  'WRONG_ITEM',
  'WRONG_SIZE',
  'NOT_AS_DESCRIBED',
  'PRINT_QUALITY',
  'CHANGED_MIND',
  'OTHER',
] as const;
/** Photos one return may show (uploaded first with POST media/upload). */
export const MAX_RETURN_PHOTOS = 5;

export const ReturnStateSchema = z.enum(RETURN_STATES);
export const ReturnReasonSchema = z.enum(RETURN_REASONS);

export const ReturnBodySchema = z.strictObject({
  lines: z.array(RefundLineInputSchema).min(1, 'Choose at least one item').max(100),
  reason: ReturnReasonSchema,
  details: z.string().trim().max(1000, 'At most 1000 characters').optional(),
  photoIds: z
    .array(z.number().int().min(1))
    .max(MAX_RETURN_PHOTOS, `At most ${MAX_RETURN_PHOTOS} photos`)
    .optional()
    .describe('Your uploads (POST media/upload) showing the items'),
});

export const ReturnSchema = z
  .object({
    id,
    orderId: id,
    state: ReturnStateSchema,
    reason: ReturnReasonSchema,
    details: z.string().nullable(),
    decisionNote: z.string().nullable(),
    decidedAt: TimestampSchema.nullable(),
    refundId: id.nullable(),
    createdAt: TimestampSchema,
    lines: z.array(z.object({ lineId: id, count: z.number().int(), nameEn: z.string(), nameAr: z.string() })),
    photos: z.array(MediaSchema),
  })
  .meta({ id: 'OrderReturn' });

export const AdminReturnSchema = ReturnSchema.extend({
  customer: z.object({ id, email: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
}).meta({ id: 'AdminOrderReturn' });

export const OrderReturnsSchema = z.object({
  returns: z.array(ReturnSchema),
  window: z.object({
    open: z.boolean().describe('Whether a return can be asked for now'),
    endsAt: TimestampSchema.nullable().describe('The end of the return window; null before delivery'),
  }),
  lines: z.array(z.object({ id, returnableCount: z.number().int() })),
  refunded: MoneySchema.describe('Everything refunded so far, card and wallet together'),
  refunds: z.array(
    z.object({
      amount: MoneySchema,
      toCard: MoneySchema,
      toWallet: MoneySchema,
      state: z.enum(['PENDING', 'COMPLETED']),
      createdAt: TimestampSchema,
    }),
  ),
});

export const ReturnDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('ACCEPT'),
    note: z.string().trim().max(500).optional(),
    destination: RefundDestinationSchema,
    restock: z.boolean(),
  }),
  z.strictObject({
    decision: z.literal('REFUSE'),
    note: z.string().trim().min(1, 'Tell the shopper why').max(500),
  }),
]);

export const AdminReturnListQuerySchema = PagingQuerySchema.extend({ state: ReturnStateSchema.optional() });

const OrderParamsSchema = z.strictObject({ id: IdSchema });
const tags = ['returns'];

export const returns = {
  create: endpoint({
    method: 'POST',
    path: '/users/my/order/:id/returns',
    tags,
    access: 'signedIn',
    summary: 'Ask to return lines of your delivered order, within the return window',
    description: 'One open return per line. Photos are your uploads (POST media/upload).',
    params: OrderParamsSchema,
    query: BaseQuerySchema,
    body: ReturnBodySchema,
    reply: z.object({ return: ReturnSchema }),
    status: 201,
    errors: [409],
    refusals: [
      'ORDER_NOT_FOUND',
      'RETURN_ORDER_NOT_DELIVERED',
      'RETURN_WINDOW_CLOSED',
      'RETURN_LINE_ALREADY_OPEN',
      'REFUND_LINE_UNKNOWN',
      'REFUND_LINE_COUNT_EXCEEDED',
      'RETURN_PHOTO_UNKNOWN',
    ],
  }),
  ofOrder: endpoint({
    method: 'GET',
    path: '/users/my/order/:id/returns',
    tags,
    access: 'signedIn',
    summary:
      'The returns and refunds of your order, whether the return window is open, and what each line can still return',
    params: OrderParamsSchema,
    query: BaseQuerySchema,
    reply: OrderReturnsSchema,
    refusals: ['ORDER_NOT_FOUND'],
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/admin/returns',
    tags,
    access: { permission: 'returns' },
    summary: 'Returns, oldest first, filtered by state',
    query: AdminReturnListQuerySchema,
    reply: pageSchema('returns', AdminReturnSchema).extend({
      total: z.number().int().describe('Returns in the state asked for, on every page'),
    }),
    refusals: [],
  }),
  adminDetail: endpoint({
    method: 'GET',
    path: '/admin/returns/:id',
    tags,
    access: { permission: 'returns' },
    summary: 'One return with its lines, photos and customer',
    params: OrderParamsSchema,
    query: BaseQuerySchema,
    reply: z.object({ return: AdminReturnSchema }),
    refusals: ['RETURN_NOT_FOUND'],
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/returns/:id/decision',
    tags,
    access: { permission: 'returns' },
    summary: 'Accept a return (its lines are refunded at once) or refuse it with a note to the shopper',
    params: OrderParamsSchema,
    query: BaseQuerySchema,
    body: ReturnDecisionSchema,
    reply: z.object({ return: AdminReturnSchema }),
    errors: [409],
    refusals: ['RETURN_NOT_FOUND', 'RETURN_ALREADY_DECIDED', ...REFUND_REFUSALS],
  }),
};
