import { DELIVERY_ID_MAX, VOUCHER_CODE_MAX } from '@seed/domain/checkout-limits';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { BagSchema } from './cart';
import { BaseQuerySchema, IdSchema } from './common';
import { endpoint } from './endpoint';
import {
  CallbackParamsSchema,
  CallbackQuerySchema,
  ExecuteBodySchema,
  ExecutedSchema,
  MethodsParamsSchema,
  MethodsQuerySchema,
  MethodsSchema,
  RetryParamsSchema,
  RetrySchema,
  WebhookReplySchema,
} from './payments';

const id = z.number().int();

export const VoucherParamsSchema = z.strictObject({
  code: z
    .string()
    .min(1)
    .max(VOUCHER_CODE_MAX, `A voucher code has at most ${VOUCHER_CODE_MAX} characters`)
    .regex(/^[A-Za-z0-9_-]+$/, 'A voucher code has only letters, digits, - and _'),
});

export const VoucherCheckSchema = z.object({
  code: z.string(),
  valid: z.boolean(),
  percent: z
    .number()
    .int()
    .describe('0 when the voucher cannot be used (spec §5), and for a fixed-amount voucher'),
  amountOff: MoneySchema.nullable().describe('What a fixed-amount voucher takes off; null for a percent one'),
  problem: z
    .enum(['INACTIVE', 'NOT_STARTED', 'EXPIRED', 'USED_UP', 'USED_BY_YOU', 'BELOW_MINIMUM'])
    .nullable(),
  maxDiscount: MoneySchema.nullable().describe('The most it takes off; null for no cap'),
  minAmount: MoneySchema.nullable().describe('The subtotal it needs; null for none'),
  discount: MoneySchema.nullable().describe(
    "What it takes off the signed-in shopper's cart; null for a guest",
  ),
});

export const DiscountOnAmountSchema = z.object({
  tiers: z.array(z.object({ minAmount: MoneySchema, percent: z.number().int() })),
});

export const FreeShippingQuerySchema = BaseQuerySchema.extend({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'country is a two-letter ISO code')
    .transform((code) => code.toUpperCase())
    .optional()
    .describe("The delivery country (ISO 3166-1 alpha-2); the store's home zone when absent"),
});

export const FreeShippingSchema = z.object({
  minSubtotal: MoneySchema.nullable().describe(
    'Free delivery from this subtotal for the country; null: never',
  ),
  zones: z.array(
    z.object({
      zoneId: id.nullable().describe('null: applies everywhere'),
      nameEn: z.string().nullable(),
      nameAr: z.string().nullable(),
      countryCodes: z.array(z.string()),
      minSubtotal: MoneySchema,
    }),
  ),
});

const boolQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const SummaryQuerySchema = BaseQuerySchema.extend({
  deliveryId: z.string().max(DELIVERY_ID_MAX).optional(),
  deliveryAddressId: IdSchema.optional().describe('Needed with deliveryId: delivery is priced by country'),
  voucherCode: z.string().trim().max(VOUCHER_CODE_MAX).optional(),
  useWallet: boolQuery.optional(),
});

export const SummarySchema = z.object({
  lines: BagSchema.shape.items,
  subtotal: MoneySchema,
  discount: MoneySchema.describe('Voucher and discount on amount together'),
  voucher: z
    .object({
      code: z.string(),
      percent: z.number().int(),
      amountOff: MoneySchema.nullable().describe('A usable fixed-amount voucher: what it takes off at most'),
      valid: z.boolean(),
      problem: z.string().nullable(),
    })
    .nullable(),
  deliveryPrice: MoneySchema,
  walletAvailable: MoneySchema,
  walletUsed: MoneySchema,
  total: MoneySchema.describe('What is left to pay by card: subtotal − discount + delivery − wallet'),
  currency: z.string(),
  weight: z.number().int().describe('Grams'),
  blockers: z
    .array(z.string())
    .describe(
      'EMPTY_CART, OUT_OF_STOCK:<lineId>, UNAVAILABLE:<lineId>, DELIVERY_REQUIRED, UNKNOWN_DELIVERY…',
    ),
});

// A redirect answers with a Location header and no body.
const RedirectSchema = z.null().describe('No body: the Location header says where to go');

/** Why a voucher cannot be used on an order being placed (the check's `problem`, as a refusal). */
const VOUCHER_REFUSALS = [
  'VOUCHER_NOT_FOUND',
  'VOUCHER_INACTIVE',
  'VOUCHER_NOT_STARTED',
  'VOUCHER_EXPIRED',
  'VOUCHER_LIMIT_REACHED',
  'VOUCHER_USED_BY_YOU',
  'VOUCHER_BELOW_MINIMUM',
] as const;

// What can stop a paid-for order from being made again: its lines' stock, and an order no longer payable.
const RETRY_REFUSALS = ['ORDER_NOT_FOUND', 'ORDER_NOT_PAYABLE', 'ORDER_NEEDS_NEW_CHECKOUT'] as const;

export const checkout = {
  summary: endpoint({
    method: 'GET',
    path: '/checkout/summary',
    tags: ['orders'],
    access: 'signedIn',
    summary: "The server's totals for your cart with the chosen delivery, voucher and wallet",
    description:
      'Never refuses for the cart itself: what would stop the order now is listed in `blockers`, and a ' +
      'voucher that cannot be used has its `problem`.',
    query: SummaryQuerySchema,
    reply: SummarySchema,
    refusals: [],
  }),
  voucher: endpoint({
    method: 'GET',
    path: '/carts/promocode/check/:code',
    tags: ['cart'],
    access: 'anyone',
    summary: 'Whether a voucher code can be used, and its percent (0 when it cannot)',
    description:
      'Any letter case. For a signed-in shopper their own uses and cart subtotal count too, and ' +
      '`discount` is what it takes off their cart. An unknown code is a 404 (VOUCHER_NOT_FOUND).',
    params: VoucherParamsSchema,
    query: BaseQuerySchema,
    reply: VoucherCheckSchema,
    refusals: ['VOUCHER_NOT_FOUND'],
  }),
  discountOnAmount: endpoint({
    method: 'GET',
    path: '/shared/discount-on-amount',
    tags: ['cart'],
    access: 'anyone',
    summary: 'The store-wide discount tiers: a percent off from a subtotal on',
    query: BaseQuerySchema,
    reply: DiscountOnAmountSchema,
    refusals: [],
  }),
  freeShipping: endpoint({
    method: 'GET',
    path: '/users/freeShipping/config',
    tags: ['cart'],
    access: 'anyone',
    summary: 'Free-delivery thresholds: for the delivery country, and every zone',
    query: FreeShippingQuerySchema,
    reply: FreeShippingSchema,
    refusals: [],
  }),
  paymentMethods: endpoint({
    method: 'GET',
    path: '/payments/methods/:amount/:currency',
    tags: ['payments'],
    access: 'anyone',
    summary: "The active gateway's payment methods for an amount (MyFatoorah's shape)",
    description:
      'amount is a decimal in the currency (12.500); a negative amount gives an empty list (spec §5).',
    params: MethodsParamsSchema,
    query: MethodsQuerySchema,
    reply: MethodsSchema,
    errors: [502],
    refusals: [],
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/payments/execute/order',
    tags: ['payments'],
    access: 'signedIn',
    summary: 'Place an order from your cart and get the payment page',
    description:
      'Prices, discounts, delivery and the wallet amount are the server’s; the body carries only choices. ' +
      'The same idempotencyKey again returns the same order (200). 400: empty cart, unknown delivery or ' +
      'payment method, invalid voucher; 404: address not yours; 409: out of stock or the cart changed.',
    query: BaseQuerySchema,
    body: ExecuteBodySchema,
    reply: ExecutedSchema,
    status: 201,
    errors: [409, 502],
    refusals: [
      'DELIVERY_ADDRESS_NOT_FOUND',
      'CART_EMPTY',
      'CART_CHANGED',
      'CART_ITEM_UNAVAILABLE',
      'DELIVERY_METHOD_UNAVAILABLE',
      'PAYMENT_METHOD_UNAVAILABLE',
      'PAYMENT_BEING_PREPARED',
      ...VOUCHER_REFUSALS,
      ...RETRY_REFUSALS,
    ],
  }),
  retry: endpoint({
    method: 'POST',
    path: '/payments/retry/:orderId',
    tags: ['payments'],
    access: 'signedIn',
    summary: 'A new payment page for your unpaid order',
    description:
      'ORDER_NOT_PAYABLE: paid, cancelled or free; ORDER_NEEDS_NEW_CHECKOUT: its wallet spend or voucher ' +
      'was given back, so it is placed again from the cart; OUT_OF_STOCK: its stock is gone.',
    params: RetryParamsSchema,
    query: BaseQuerySchema,
    reply: RetrySchema,
    errors: [409, 502],
    refusals: [...RETRY_REFUSALS],
  }),
  callback: endpoint({
    method: 'GET',
    path: '/payments/callback/:gateway',
    tags: ['payments'],
    access: 'anyone',
    summary: "Where the gateway sends the shopper back; answers 303 to the store's result page",
    params: CallbackParamsSchema,
    query: CallbackQuerySchema,
    status: 303,
    reply: RedirectSchema,
    refusals: [],
  }),
  webhook: endpoint({
    method: 'POST',
    path: '/payments/webhook/myfatoorah',
    tags: ['payments'],
    access: 'anyone',
    summary: 'MyFatoorah webhook v2 (signed with MyFatoorah-Signature)',
    description:
      'Each event is verified with the fields its code signs. Unsigned or forged: 401; not an event: 400. ' +
      'Payment events settle the order (its status is asked of MyFatoorah again); the other events are ' +
      'acknowledged (refund events are logged: the store makes no refunds yet).',
    reply: WebhookReplySchema,
    errors: [401, 409, 502],
    refusals: ['PAYMENT_NOT_FOUND', 'ORDER_NOT_FOUND', 'ORDER_MOVE_NOT_ALLOWED'],
  }),
};
