import { CurrencySchema, MoneySchema } from '@seed/domain/money-schema';
import { ORDER_STATUSES } from '@seed/domain/order-status';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import { BaseQuerySchema, IdSchema, PagingQuerySchema, pageSchema } from './common';
import { MediaSchema } from './media';

const OrderStatusSchema = z.enum(ORDER_STATUSES);

const id = z.number().int();

export const OrderSummarySchema = z
  .object({
    id,
    status: OrderStatusSchema,
    createdAt: z.date(),
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
      createdAt: z.date(),
      note: z.string().nullable(),
    }),
  ),
}).meta({ id: 'OrderDetail' });

export const OrderListSchema = pageSchema('orders', OrderSummarySchema);
export const OrderReplySchema = z.object({ order: OrderDetailSchema });
export const OrderIdParamsSchema = z.strictObject({ id: IdSchema });

export const AdminOrderListQuerySchema = PagingQuerySchema.extend({ status: OrderStatusSchema.optional() });
export const AdminOrderListSchema = pageSchema(
  'orders',
  OrderSummarySchema.extend({ userId: id, email: z.string() }),
);
export const StatusMoveBodySchema = z.strictObject({
  status: OrderStatusSchema,
  note: z.string().trim().max(500).optional(),
});

const boolQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const SummaryQuerySchema = BaseQuerySchema.extend({
  deliveryId: z.string().max(60).optional(),
  deliveryAddressId: IdSchema.optional().describe('Needed with deliveryId: delivery is priced by country'),
  voucherCode: z.string().trim().max(32).optional(),
  useWallet: boolQuery.optional(),
});
