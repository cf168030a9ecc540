import { CurrencySchema, MoneySchema } from '@seed/domain/money-schema';
import { ORDER_STATUSES } from '@seed/domain/order-status';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import { BaseQuerySchema, IdSchema, PagingQuerySchema, pageSchema, TimestampSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';

const OrderStatusSchema = z.enum(ORDER_STATUSES);

const id = z.number().int();

export const OrderSummarySchema = z
  .object({
    id,
    status: OrderStatusSchema,
    createdAt: TimestampSchema,
    price: MoneySchema.describe('Left to pay, or paid, at the gateway'),
    total: MoneySchema.describe('Subtotal − discount + delivery, before the wallet'),
    itemsCount: z.number().int(),
    expectedDeliveryDate: z.string().nullable().describe('YYYY-MM-DD'),
    currency: CurrencySchema.describe('The currency the shopper paid in; every amount is in it'),
  })
  .meta({ id: 'OrderSummary' });

const NamedColorSchema = z.object({ nameEn: z.string(), nameAr: z.string(), value: z.string() });

const OrderProductSchema = z.object({
  id,
  productId: id.nullable(),
  nameEn: z.string(),
  nameAr: z.string(),
  unitPrice: MoneySchema,
  count: z.number().int(),
  printPosition: PrintPositionSchema,
  color: NamedColorSchema.nullable(),
  size: z.string().nullable(),
  media: MediaSchema.nullable(),
  bundleId: id.nullable(),
  uniqueKey: z.string().nullable(),
});

const OrderDetailSchema = OrderSummarySchema.extend({
  subtotal: MoneySchema,
  deliveryPrice: MoneySchema,
  discount: MoneySchema,
  percent: z.number().int().describe("The voucher's percent; 0 without one"),
  paymentMethod: z.string().nullable().describe('The gateway method id, or WALLET'),
  notes: z.string().nullable(),
  orderNote: z.string().nullable(),
  personalNotes: z.string().nullable(),
  isGift: z.boolean(),
  isUsedWallet: z.boolean(),
  paymentWalletAmount: MoneySchema,
  orderType: z.string(),
  isOfflineOrder: z.boolean(),
  internationalOrder: z.boolean(),
  address: z.record(z.string(), z.unknown()).nullable().describe('The delivery address as it was ordered'),
  orderProducts: z.array(OrderProductSchema),
  statusHistory: z.array(
    z.object({
      fromStatus: OrderStatusSchema.nullable(),
      toStatus: OrderStatusSchema,
      createdAt: TimestampSchema,
      note: z.string().nullable(),
    }),
  ),
}).meta({ id: 'OrderDetail' });

export const OrderListSchema = pageSchema('orders', OrderSummarySchema);
export const OrderReplySchema = z.object({ order: OrderDetailSchema });
export const OrderIdParamsSchema = z.strictObject({ id: IdSchema });

const tags = ['orders'];

export const orders = {
  list: endpoint({
    method: 'GET',
    path: '/users/my/orders',
    tags,
    access: 'signedIn',
    summary: 'Your orders, newest first',
    query: PagingQuerySchema,
    reply: OrderListSchema,
    refusals: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/users/my/order/:id',
    tags,
    access: 'signedIn',
    summary: 'One of your orders with its lines and history; 404 for anyone else’s',
    params: OrderIdParamsSchema,
    query: BaseQuerySchema,
    reply: OrderReplySchema,
    refusals: ['ORDER_NOT_FOUND'],
  }),
};
