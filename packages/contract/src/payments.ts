import { CURRENCIES } from '@seed/domain/currency';
import { z } from 'zod';
import { BaseQuerySchema, IdSchema } from './common';
import { OrderSummarySchema } from './orders';

export const MethodsParamsSchema = z.strictObject({
  amount: z
    .string()
    .regex(/^-?\d{1,9}(\.\d{1,3})?$/, 'amount is a decimal in the currency, e.g. 12.500')
    .transform(Number),
  currency: z.enum(CURRENCIES, { error: `currency is one of ${CURRENCIES.join(', ')}` }),
});

export const MethodsQuerySchema = BaseQuerySchema.extend({
  deliveryId: z.string().max(60).optional().describe('The chosen delivery method (informational)'),
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
  deliveryId: z.string().min(1).max(60),
  paymentMethodId: z.int().positive().max(2_147_483_647),
  voucherCode: z.string().trim().min(1).max(32).optional(),
  useWallet: z.boolean(),
  note: note(1000),
  orderNote: note(1000),
  personalNotes: note(1000),
  isGift: z.boolean().optional(),
});

export const ExecutedSchema = z.object({
  order: OrderSummarySchema,
  paymentUrl: z.string().nullable().describe('null when the wallet paid everything (the order is PAID)'),
});

export const RetryParamsSchema = z.strictObject({ orderId: IdSchema });
export const RetrySchema = z.object({ paymentUrl: z.string() });

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
      updatedAt: z.date(),
    }),
  ),
});
