import { MoneySchema } from '@seed/domain/money-schema';
import { REFUND_DESTINATIONS } from '@seed/domain/refund';
import { z } from 'zod';
import { BaseQuerySchema, IdSchema, TimestampSchema } from './common';
import { endpoint } from './endpoint';
import { AuditReasonSchema } from './staff';

const id = z.number().int();

export const RefundDestinationSchema = z.enum(REFUND_DESTINATIONS);

/** The most lines one refund names: more than any order holds. */
export const MAX_REFUND_LINES = 100;

export const RefundLineInputSchema = z.strictObject({
  lineId: z.number().int().min(1).describe('The order line (order product) id'),
  count: z.number().int().min(1).max(10_000),
});

/** What a refund covers: the whole order (delivery included), some lines with counts, or an amount. */
export const RefundScopeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ORDER') }),
  z.strictObject({
    kind: z.literal('LINES'),
    lines: z.array(RefundLineInputSchema).min(1, 'Choose at least one line').max(MAX_REFUND_LINES),
  }),
  z.strictObject({
    kind: z.literal('AMOUNT'),
    amount: z
      .number()
      .int('An amount in minor units')
      .min(1, 'More than nothing')
      .max(2_000_000_000)
      .describe("Minor units of the order's currency"),
  }),
]);

export const RefundBodySchema = z.strictObject({
  scope: RefundScopeSchema,
  destination: RefundDestinationSchema.describe(
    'CARD: back to the card, what the wallet paid back to the wallet; WALLET: all of it as store credit',
  ),
  restock: z.boolean().describe("Put the refunded lines' items back in stock"),
  reason: AuditReasonSchema,
  idempotencyKey: z
    .string()
    .regex(/^[\w-]{8,100}$/, 'A key of 8 to 100 letters, digits, - or _')
    .describe('One per refund form: the same key again answers the first refund'),
});

export const RefundSchema = z
  .object({
    id,
    orderId: id,
    amount: MoneySchema,
    toCard: MoneySchema,
    toWallet: MoneySchema,
    destination: RefundDestinationSchema,
    state: z
      .enum(['PENDING', 'COMPLETED'])
      .describe('PENDING: the gateway carries the card refund out later'),
    wholeOrder: z.boolean(),
    gatewayRefundId: z.string().nullable(),
    reason: z.string(),
    staff: z.object({ id, email: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
    createdAt: TimestampSchema,
    lines: z.array(z.object({ lineId: id, count: z.number().int(), restocked: z.boolean() })),
  })
  .meta({ id: 'Refund' });

export const OrderRefundsSchema = z.object({
  orderId: id,
  status: z.string(),
  paid: MoneySchema.describe('Card and wallet together'),
  refunded: MoneySchema,
  refundable: MoneySchema.describe('Paid less refunded'),
  refundableToCard: MoneySchema.describe('What can still go back to the card'),
  lines: z.array(
    z.object({
      id,
      nameEn: z.string(),
      nameAr: z.string(),
      unitPrice: MoneySchema,
      count: z.number().int(),
      refundableCount: z.number().int(),
    }),
  ),
  refunds: z.array(RefundSchema),
});

const OrderParamsSchema = z.strictObject({ id: IdSchema });
const tags = ['refunds'];

/** Reasons a refund can give: the order's state, the amounts and lines, and the gateway's answer. */
export const REFUND_REFUSALS = [
  'ORDER_NOT_FOUND',
  'REFUND_ORDER_NOT_REFUNDABLE',
  'REFUND_NOTHING',
  'REFUND_EXCEEDS_PAID',
  'REFUND_LINE_UNKNOWN',
  'REFUND_LINE_COUNT_EXCEEDED',
  'REFUND_NO_CARD_PAYMENT',
  'REFUND_GATEWAY_REFUSED',
] as const;

export const refunds = {
  create: endpoint({
    method: 'POST',
    path: '/admin/orders/:id/refunds',
    tags,
    access: { permission: 'refunds' },
    summary: 'Refund the whole order, some lines or an amount, to the card or the wallet',
    description:
      'Never more than paid less refunded. The same idempotency key answers the first refund (200) instead ' +
      'of a second one (201). When everything paid is refunded the order becomes REFUNDED. A refusal of ' +
      'the gateway leaves no refund (REFUND_GATEWAY_REFUSED).',
    params: OrderParamsSchema,
    query: BaseQuerySchema,
    body: RefundBodySchema,
    reply: z.object({ refund: RefundSchema, created: z.boolean() }),
    status: 201,
    errors: [409],
    refusals: REFUND_REFUSALS,
  }),
  ofOrder: endpoint({
    method: 'GET',
    path: '/admin/orders/:id/refunds',
    tags,
    access: { permission: 'refunds' },
    summary: "An order's refunds, what is left to refund, and each line's count still refundable",
    params: OrderParamsSchema,
    query: BaseQuerySchema,
    reply: OrderRefundsSchema,
    refusals: ['ORDER_NOT_FOUND'],
  }),
};
