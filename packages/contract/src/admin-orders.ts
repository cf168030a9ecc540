import { CARRIERS, TRACKING_NUMBER_PATTERN } from '@seed/domain/carriers';
import { MoneySchema } from '@seed/domain/money-schema';
import { ORDER_STATUSES } from '@seed/domain/order-status';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import {
  BaseQuerySchema,
  PagingQuerySchema,
  pageSchema,
  QueryBooleanSchema,
  TimestampSchema,
} from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { OrderIdParamsSchema, OrderSummarySchema } from './orders';

// The back office's view of orders: list filters, the order page and the staff moves (issue 20).

const OrderStatusSchema = z.enum(ORDER_STATUSES);
const id = z.number().int();

// "PAID,IN_PRODUCTION" from a link, or the parameter repeated as a form sends it.
const StatusListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value.join(',') : value).split(',').filter(Boolean))
  .pipe(z.array(OrderStatusSchema).max(ORDER_STATUSES.length));

export const ADMIN_ORDER_SORTS = ['created', 'total', 'status'] as const;
export const ADMIN_ORDER_PAGE_SIZE = 25;
export const STAFF_NOTE_MAX = 2000;

/** What narrows the order list and its CSV export alike. */
export const AdminOrderFiltersSchema = BaseQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('An order id (#123 or 123), or part of the e-mail, phone or name of the customer'),
  status: StatusListSchema.optional().describe('One status, or several separated by commas'),
  payment: z
    .string()
    .regex(/^(WALLET|\d{1,9})$/, 'WALLET or a payment method id')
    .optional()
    .describe('WALLET for orders paid wholly from the wallet, or the gateway payment method id'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'A two-letter country code')
    .optional()
    .describe('The delivery address’s country (ISO 3166-1 alpha-2)'),
  from: z.iso.date().optional().describe('Placed on or after this day (Kuwait time), YYYY-MM-DD'),
  to: z.iso.date().optional().describe('Placed on or before this day (Kuwait time), YYYY-MM-DD'),
  gift: QueryBooleanSchema.optional().describe('Only gift orders (true) or only the others (false)'),
  sort: z.enum(ADMIN_ORDER_SORTS).optional().describe('created (default), total or status'),
  dir: z.enum(['asc', 'desc']).optional().describe('desc (default) or asc'),
});
export type AdminOrderFilters = z.output<typeof AdminOrderFiltersSchema>;

export const AdminOrderListQuerySchema = AdminOrderFiltersSchema.extend(PagingQuerySchema.shape);

export const AdminOrderRowSchema = OrderSummarySchema.extend({
  userId: id,
  email: z.string(),
  customerName: z.string().describe('The delivery address’s name, else the account’s'),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  isGift: z.boolean(),
  paymentMethod: z.string().nullable().describe('The gateway method id, or WALLET'),
});
export const AdminOrderListSchema = pageSchema('orders', AdminOrderRowSchema).extend({
  total: z.number().int().describe('How many orders match the filters, on every page'),
});

const PersonSchema = z
  .object({ id, email: z.string(), firstName: z.string(), lastName: z.string() })
  .nullable()
  .describe('Null for the system (a gateway callback, a job) or a closed account');

const PrintFileSchema = z.object({
  label: z.string().describe("FRONT, BACK… for a studio design's sides; PRINT for the line's one file"),
  url: z.string().describe('GET admin/production/lines/{id}/print-file (the production permission)'),
});

const AdminOrderLineSchema = z.object({
  id,
  productId: id.nullable(),
  nameEn: z.string(),
  nameAr: z.string(),
  unitPrice: MoneySchema,
  count: z.number().int(),
  printPosition: PrintPositionSchema,
  color: z.object({ nameEn: z.string(), nameAr: z.string(), value: z.string() }).nullable(),
  size: z.string().nullable(),
  media: MediaSchema.nullable(),
  bundleId: id.nullable(),
  techniques: z.array(z.string()).describe('The blank item’s printing types: DTG, EMBROIDERY…'),
  printFiles: z.array(PrintFileSchema).describe('Empty for a line whose product is gone'),
});

export const AdminOrderDetailSchema = OrderSummarySchema.extend({
  subtotal: MoneySchema,
  deliveryPrice: MoneySchema,
  discount: MoneySchema,
  percent: z.number().int(),
  paymentWalletAmount: MoneySchema,
  paymentMethod: z.string().nullable().describe('The gateway method id, or WALLET'),
  notes: z.string().nullable(),
  orderNote: z.string().nullable(),
  personalNotes: z.string().nullable(),
  isGift: z.boolean(),
  orderType: z.string(),
  internationalOrder: z.boolean(),
  address: z.record(z.string(), z.unknown()).nullable(),
  customer: z.object({
    id,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    locale: z.string(),
  }),
  voucher: z
    .object({
      code: z.string(),
      percent: z.number().int().describe('The percent off; 0 for a fixed-amount voucher'),
      amountOff: MoneySchema.nullable().describe(
        "A fixed voucher's amount, in the order's currency; null for a percent",
      ),
    })
    .nullable(),
  lines: z.array(AdminOrderLineSchema),
  payments: z.array(
    z.object({
      id,
      gateway: z.string(),
      invoiceId: z.string(),
      paymentId: z.string().nullable(),
      status: z.string(),
      amount: z.object({ amount: z.number().int(), currency: z.string() }),
      createdAt: TimestampSchema,
    }),
  ),
  shipments: z.array(
    z.object({
      carrier: z.enum(CARRIERS),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
      createdAt: TimestampSchema,
      staff: PersonSchema,
    }),
  ),
  staffNotes: z.array(z.object({ id, text: z.string(), createdAt: TimestampSchema, staff: PersonSchema })),
  statusHistory: z.array(
    z.object({
      fromStatus: OrderStatusSchema.nullable(),
      toStatus: OrderStatusSchema,
      createdAt: TimestampSchema,
      note: z.string().nullable(),
      actor: PersonSchema,
    }),
  ),
  nextStatuses: z.array(OrderStatusSchema).describe('Where staff may move the order from here'),
}).meta({ id: 'AdminOrderDetail' });

export const AdminOrderReplySchema = z.object({ order: AdminOrderDetailSchema });

export const TrackingNumberSchema = z
  .string()
  .trim()
  .regex(TRACKING_NUMBER_PATTERN, 'Letters and digits, 3 to 60 characters');

export const StatusMoveBodySchema = z.strictObject({
  status: OrderStatusSchema,
  note: z.string().trim().max(500).optional().describe('Why; required to cancel'),
  carrier: z.enum(CARRIERS).optional().describe('Required to ship'),
  trackingNumber: TrackingNumberSchema.optional().describe('Required to ship'),
});

export const StaffNoteBodySchema = z.strictObject({
  text: z.string().trim().min(1, 'Write the note').max(STAFF_NOTE_MAX),
});

export const StatusMovedSchema = z.object({ id, status: OrderStatusSchema });

export const StaffNoteSchema = z.object({ id, text: z.string(), createdAt: TimestampSchema });

const tags = ['orders', 'admin'];
const access = { permission: 'orders' } as const;

export const adminOrders = {
  list: endpoint({
    method: 'GET',
    path: '/admin/orders',
    tags,
    access,
    summary: 'Orders for the back office: search, filters, sort and paging',
    query: AdminOrderListQuerySchema,
    reply: AdminOrderListSchema,
    refusals: [],
  }),
  csv: endpoint({
    method: 'GET',
    path: '/admin/orders.csv',
    tags,
    access,
    summary: 'The filtered orders as CSV (UTF-8 with a byte-order mark, for Excel), streamed',
    description:
      'Takes the list’s filters and sort, without paging. Cells that a spreadsheet would run as a formula ' +
      "(starting with = + - @, tab or CR) get a leading '.",
    query: AdminOrderFiltersSchema,
    // Streamed as text/csv; the schema only names the type for /api/docs.
    reply: z.string().describe('text/csv; charset=utf-8'),
    refusals: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/orders/:id',
    tags,
    access,
    summary: 'One order with everything staff need: lines and print files, customer, payments, history',
    params: OrderIdParamsSchema,
    query: BaseQuerySchema,
    reply: AdminOrderReplySchema,
    refusals: ['ORDER_NOT_FOUND'],
  }),
  moveStatus: endpoint({
    method: 'PATCH',
    path: '/admin/orders/:id/status',
    tags,
    access,
    summary: 'Move an order along its transitions, with a note; 409 when the move is not allowed',
    description:
      'ORDER_MOVE_NOT_ALLOWED: the transitions do not lead there from its status; ORDER_MOVE_PAYMENT_ONLY: ' +
      'only the payment gateway or the shopper moves an order to a payment status; ORDER_CANCEL_NEEDS_REASON: ' +
      'a cancellation needs a note; ORDER_SHIP_NEEDS_TRACKING: SHIPPED needs a carrier and tracking number, ' +
      'and e-mails the shopper the tracking link in their language.',
    params: OrderIdParamsSchema,
    body: StatusMoveBodySchema,
    reply: StatusMovedSchema,
    errors: [409],
    refusals: [
      'ORDER_NOT_FOUND',
      'ORDER_MOVE_NOT_ALLOWED',
      'ORDER_MOVE_PAYMENT_ONLY',
      'ORDER_CANCEL_NEEDS_REASON',
      'ORDER_SHIP_NEEDS_TRACKING',
    ],
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/admin/orders/:id/notes',
    tags,
    access,
    summary: 'Add a staff note to an order (never shown to the shopper)',
    params: OrderIdParamsSchema,
    body: StaffNoteBodySchema,
    reply: StaffNoteSchema,
    status: 201,
    refusals: ['ORDER_NOT_FOUND'],
  }),
};
