import { checkout } from '@seed/contract/checkout';
import { orders } from '@seed/contract/orders';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { CommerceOptions } from '../../http/commerce';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { checkoutSummary } from './checkout-summary';
import { presentDetail, presentSummary } from './present';
import { findOrder, listAllOrders, listOrders, moveOrderAsAdmin } from './service';

export async function orderRoutes(app: FastifyInstance, options: CommerceOptions) {
  const { db, mediaBase, shipping } = options;

  serve(app, checkout.summary, (request) =>
    checkoutSummary(
      { db, shipping, mediaBase, currency: request.ctx.currency },
      request.user.id,
      request.query,
    ),
  );

  serve(app, orders.list, async (request) => {
    const page = await listOrders(db, request.user.id, clampPaging(request.query, { defaultLimit: 10 }));
    return namedPage('orders', page, presentSummary);
  });

  serve(app, orders.detail, async (request) => ({
    order: presentDetail(await findOrder(db, request.user.id, request.params.id), mediaBase),
  }));

  serve(app, orders.adminList, async (request) => {
    const paging = clampPaging(request.query, { defaultLimit: 20 });
    const page = await listAllOrders(db, request.query.status, paging);
    return namedPage('orders', page, (row) => ({
      ...presentSummary(row),
      userId: row.userId,
      email: row.email,
    }));
  });

  serve(app, orders.adminMoveStatus, async (request) => {
    const { status, note } = request.body;
    await moveOrderAsAdmin(db, request.user.id, request.params.id, status, note ?? null);
    return { id: request.params.id, status };
  });
}
