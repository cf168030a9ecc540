import { DELIVERY_ID_MAX, ORDER_NOTE_MAX, VOUCHER_CODE_MAX } from '@seed/domain/checkout-limits';
import { CURRENCIES } from '@seed/domain/currency';
import { z } from 'zod';
import { BaseQuerySchema, IdSchema, TimestampSchema } from './common';
import { endpoint } from './endpoint';
import { OrderSummarySchema } from './orders';

export const MethodsParamsSchema = z.strictObject({
  amount: z
    .string()
    .regex(/^-?\d{1,9}(\.\d{1,3})?$/, 'amount is a decimal in the currency, e.g. 12.500')
    .transform(Number),
  currency: z.enum(CURRENCIES, { error: `currency is one of ${CURRENCIES.join(', ')}` }),
});

export const MethodsQuerySchema = BaseQuerySchema.extend({
  deliveryId: z
    .string()
    .max(DELIVERY_ID_MAX)
    .optional()
    .describe('The chosen delivery method (informational)'),
});

const PaymentMethodSchema = z
  .object({
    PaymentMethodId: z.number().int(),
    PaymentMethodAr: z.string(),
    PaymentMethodEn: z.string(),
    PaymentMethodCode: z.string(),
    IsDirectPayment: z.boolean(),
    ServiceCharge: z.number(),
    TotalAmount: z.number(),
    CustomerServiceCharge: z
      .number()
      .describe(
        'What the shopper pays on top for this method (TotalAmount − the amount); 0 when the store bears it',
      ),
    CurrencyIso: z.string(),
    ImageUrl: z.string(),
    IsEmbeddedSupported: z.boolean(),
    PaymentCurrencyIso: z.string(),
  })
  .meta({ id: 'PaymentMethod' });

export const MethodsSchema = z.object({ paymentMethods: z.array(PaymentMethodSchema) });

const note = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional();

export const ExecuteBodySchema = z.strictObject({
  idempotencyKey: z.uuid('idempotencyKey must be a UUID'),
  deliveryAddressId: z.int().positive().max(2_147_483_647),
  deliveryId: z.string().min(1).max(DELIVERY_ID_MAX),
  paymentMethodId: z.int().positive().max(2_147_483_647),
  voucherCode: z.string().trim().min(1).max(VOUCHER_CODE_MAX).optional(),
  useWallet: z.boolean(),
  note: note(ORDER_NOTE_MAX),
  orderNote: note(ORDER_NOTE_MAX),
  personalNotes: note(ORDER_NOTE_MAX),
  isGift: z.boolean().optional(),
});

export const ExecutedSchema = z.object({
  order: OrderSummarySchema,
  paymentUrl: z.string().nullable().describe('null when the wallet paid everything (the order is PAID)'),
});

export const RetryParamsSchema = z.strictObject({ orderId: IdSchema });
export const RetrySchema = z.object({ paymentUrl: z.string() });

/**
 * Why a payment did not go through, as the callback names it in its redirect to the store's
 * `/payment-error?reason=`: declined, still pending, paid a different amount, not paid in time, or paid for
 * an order that could no longer take it (to be refunded). UNKNOWN when the payment itself is not known.
 */
export const PAYMENT_FAILURE_REASONS = [
  'DECLINED',
  'PENDING',
  'AMOUNT_MISMATCH',
  'EXPIRED',
  'REFUND_DUE',
] as const;

export const CallbackParamsSchema = z.strictObject({ gateway: z.enum(['test', 'myfatoorah']) });
// Gateways add parameters of their own (MyFatoorah sends Id too), so this one is not strict.
export const CallbackQuerySchema = z.object({
  paymentId: z.string().min(1).max(100),
  lang: z.enum(['ar', 'en']).default('ar'),
});

export const WebhookReplySchema = z.object({
  received: z.literal(true),
  orderId: z.number().int().nullable(),
  paid: z.boolean().nullable(),
});

export const RefundDueSchema = z.object({
  payments: z.array(
    z.object({
      id: z.number().int(),
      orderId: z.number().int(),
      orderStatus: z.string(),
      gateway: z.string(),
      invoiceId: z.string(),
      paymentId: z.string().nullable(),
      amount: z.number().int().describe('Minor units of currency'),
      currency: z.string(),
      updatedAt: TimestampSchema,
    }),
  ),
});

const TestInvoiceParamsSchema = z.strictObject({ invoiceId: z.uuid() });
const TestPageQuerySchema = z.object({ lang: z.string().optional() });
export const TestCardFormSchema = z.object({
  action: z.enum(['pay', 'cancel']).default('pay'),
  lang: z.string().optional(),
  card: z.string().max(40).optional(),
  expiry: z.string().max(10).optional(),
  cvc: z.string().max(10).optional(),
});
const HtmlPageSchema = z.string().describe('An HTML page');

const testGatewayNote =
  'Only with PAYMENT_GATEWAY=test: the built-in card page that stands in for a gateway.';

export const payments = {
  refundDue: endpoint({
    method: 'GET',
    path: '/admin/payments/refund-due',
    tags: ['payments'],
    access: { permission: 'refunds' },
    summary: 'Payments taken for orders that could not take them: to refund (finance)',
    description:
      'A payment confirmed after its order failed or expired and its stock was gone, or a second payment ' +
      'of an order already paid. The back-office page that shows them is still to come.',
    query: BaseQuerySchema,
    reply: RefundDueSchema,
    refusals: [],
  }),
  testGatewayPage: endpoint({
    method: 'GET',
    path: '/payments/test-gateway/:invoiceId',
    tags: ['payments'],
    access: 'anyone',
    summary: "The test gateway's card page for an invoice (HTML)",
    description: `${testGatewayNote} 404: unknown invoice; 409: already settled (both HTML pages).`,
    params: TestInvoiceParamsSchema,
    query: TestPageQuerySchema,
    reply: HtmlPageSchema,
    errors: [409],
    refusals: [],
  }),
  testGatewayPay: endpoint({
    method: 'POST',
    path: '/payments/test-gateway/:invoiceId',
    tags: ['payments'],
    access: 'anyone',
    summary: "The test gateway's card form (urlencoded): pays or cancels, then 303 to the store's callback",
    description: `${testGatewayNote} A card, expiry or CVC it refuses shows the page again with a 400.`,
    params: TestInvoiceParamsSchema,
    body: TestCardFormSchema,
    status: 303,
    reply: z.null().describe('No body: the Location header says where to go'),
    errors: [409],
    refusals: [],
  }),
};
