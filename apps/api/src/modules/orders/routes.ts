import { orders } from '@seed/contract/orders';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { type AdminOrderOptions, adminOrderRoutes } from './admin-routes';
import { presentDetail, presentSummary } from './present';
import { findOrder, listOrders } from './service';

/**
 * The shopper's orders, and the back office's desk. `releaseOrder` gives back what a cancelled order held;
 * it is checkout's (which took it), handed in by the app so that orders need not import checkout.
 */
export async function orderRoutes(app: FastifyInstance, options: AdminOrderOptions) {
  const { db, mediaBase } = options;
  await adminOrderRoutes(app, options);

  serve(app, orders.list, async (request) => {
    const page = await listOrders(db, request.user.id, clampPaging(request.query, { defaultLimit: 10 }));
    return namedPage('orders', page, presentSummary);
  });

  serve(app, orders.detail, async (request) => ({
    order: presentDetail(await findOrder(db, request.user.id, request.params.id), mediaBase),
  }));
}
