import { ADMIN_ORDER_PAGE_SIZE, adminOrders } from '@seed/contract/admin-orders';
import { clampPaging } from '@seed/domain/paging';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import type { Mailer } from '../mail/mailer';
import { findAdminOrder } from './admin-detail';
import { presentAdminOrder } from './admin-detail-present';
import { allAdminOrders, listAdminOrders } from './admin-list';
import { addStaffNote, sendShippedMail } from './admin-notes';
import { csvStream, presentAdminRow } from './admin-present';
import { moveOrderAsAdmin, type ReleaseOrder } from './service';

export type AdminOrderOptions = ModuleOptions & { releaseOrder: ReleaseOrder; mailer: Mailer };

/** The orders desk of the back office (issue 20): every call needs the `orders` permission. */
export async function adminOrderRoutes(app: FastifyInstance, options: AdminOrderOptions) {
  const { db, mediaBase, releaseOrder, mailer } = options;

  serve(app, adminOrders.list, async (request) => {
    const paging = clampPaging(request.query, { defaultLimit: ADMIN_ORDER_PAGE_SIZE });
    const page = await listAdminOrders(db, request.query, paging);
    return { ...namedPage('orders', page, presentAdminRow), total: page.total };
  });

  serve(app, adminOrders.csv, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csvStream(allAdminOrders(db, request.query), request.ctx.locale));
  });

  serve(app, adminOrders.detail, async (request) => ({
    order: presentAdminOrder(await findAdminOrder(db, request.params.id), mediaBase),
  }));

  serve(app, adminOrders.moveStatus, async (request) => {
    const { status, note, carrier, trackingNumber } = request.body;
    const orderId = request.params.id;
    await moveOrderAsAdmin(db, releaseOrder, {
      adminId: request.user.id,
      orderId,
      to: status,
      note: note || null,
      shipment: carrier && trackingNumber ? { carrier, trackingNumber } : null,
      requestId: request.id,
    });
    // The move is committed; a mail server's failure is logged, not turned into a failed move.
    if (status === 'SHIPPED') {
      await sendShippedMail(db, mailer, orderId).catch((err: unknown) =>
        request.log.error({ err, orderId }, 'shipped e-mail failed'),
      );
    }
    return { id: orderId, status };
  });

  serve(app, adminOrders.addNote, async (request) => {
    const row = await addStaffNote(db, {
      staffId: request.user.id,
      orderId: request.params.id,
      text: request.body.text,
      requestId: request.id,
    });
    return { id: row.id, text: row.text, createdAt: row.createdAt };
  });
}
