import { orders } from '@seed/contract/orders';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { presentDetail, presentSummary } from './present';
import { findOrder, listAllOrders, listOrders, moveOrderAsAdmin, type ReleaseOrder } from './service';

/**
 * `releaseOrder` gives back what a cancelled order held; it is checkout's (which took it), handed in by the
 * app so that orders need not import checkout.
 */
export async function orderRoutes(
  app: FastifyInstance,
  options: ModuleOptions & { releaseOrder: ReleaseOrder },
) {
  const { db, mediaBase, releaseOrder } = options;

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
    await moveOrderAsAdmin(db, releaseOrder, {
      adminId: request.user.id,
      orderId: request.params.id,
      to: status,
      note: note ?? null,
    });
    return { id: request.params.id, status };
  });
}
