import { BagSchema } from '@seed/contract/cart';
import { BaseQuerySchema, ErrorBodySchema, errorResponses, PagingQuerySchema } from '@seed/contract/common';
import {
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  OrderIdParamsSchema,
  OrderListSchema,
  OrderReplySchema,
  StatusMoveBodySchema,
  SummaryQuerySchema,
} from '@seed/contract/orders';
import { MoneySchema } from '@seed/domain/money-schema';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommerceOptions } from '../../http/commerce';
import { namedPage } from '../../http/page';
import { requireRole, requireUser } from '../../plugins/auth';
import { checkoutSummary } from './checkout-summary';
import { presentDetail, presentSummary } from './present';
import { findOrder, listAllOrders, listOrders, moveOrderAsAdmin } from './service';

const orderErrors = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
} as const;
const tags = ['orders'];

const SummarySchema = z.object({
  lines: BagSchema.shape.items,
  subtotal: MoneySchema,
  discount: MoneySchema.describe('Voucher and discount on amount together'),
  voucher: z
    .object({
      code: z.string(),
      percent: z.number().int(),
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

export async function orderRoutes(app: FastifyInstance, options: CommerceOptions) {
  const { db, mediaBase, shipping } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/checkout/summary',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The server's totals for your cart with the chosen delivery, voucher and wallet",
        querystring: SummaryQuerySchema,
        response: { 200: SummarySchema, ...orderErrors },
      },
    },
    (request) =>
      checkoutSummary(
        { db, shipping, mediaBase, currency: request.ctx.currency },
        request.user!.id,
        request.query,
      ),
  );

  routes.get(
    '/users/my/orders',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Your orders, newest first',
        querystring: PagingQuerySchema,
        response: { 200: OrderListSchema, ...orderErrors },
      },
    },
    async (request) => {
      const page = await listOrders(db, request.user!.id, clampPaging(request.query, { defaultLimit: 10 }));
      return namedPage('orders', page, presentSummary);
    },
  );

  routes.get(
    '/users/my/order/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One of your orders with its lines and history; 404 for anyone else’s',
        params: OrderIdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: OrderReplySchema, ...orderErrors },
      },
    },
    async (request) => ({
      order: presentDetail(await findOrder(db, request.user!.id, request.params.id), mediaBase),
    }),
  );

  const admin = { onRequest: requireRole('ADMIN') };

  routes.get(
    '/admin/orders',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every order, newest first (admins)',
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderListSchema, ...orderErrors },
      },
    },
    async (request) => {
      const paging = clampPaging(request.query, { defaultLimit: 20 });
      const page = await listAllOrders(db, request.query.status, paging);
      return namedPage('orders', page, (row) => ({
        ...presentSummary(row),
        userId: row.userId,
        email: row.email,
      }));
    },
  );

  routes.patch(
    '/admin/orders/:id/status',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Move an order along its transitions (admins); 409 when the move is not allowed',
        params: OrderIdParamsSchema,
        body: StatusMoveBodySchema,
        response: { 200: z.object({ id: z.number().int(), status: z.string() }), ...orderErrors },
      },
    },
    async (request) => {
      const { status, note } = request.body;
      await moveOrderAsAdmin(db, request.user!.id, request.params.id, status, note ?? null);
      return { id: request.params.id, status };
    },
  );
}
