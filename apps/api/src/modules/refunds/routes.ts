import { refunds } from '@seed/contract/refunds';
import type { FastifyInstance } from 'fastify';
import type { CommerceOptions } from '../../http/commerce';
import { serve } from '../../http/serve';
import { orderRefunds, sendRefundMail, showRefund } from './read';
import { refundOrder } from './service';

/** Staff refunds of an order: to the card through the gateway, or to the shopper's wallet. */
export async function refundRoutes(app: FastifyInstance, options: CommerceOptions) {
  const { db, gateway, mailer } = options;

  serve(app, refunds.ofOrder, async (request) => orderRefunds(db, request.params.id));

  serve(app, refunds.create, async (request, reply) => {
    const outcome = await refundOrder(db, gateway, {
      ...request.body,
      orderId: request.params.id,
      staffId: request.user.id,
      requestId: request.id,
    });
    await sendRefundMail(db, mailer, request.log, outcome);
    // The same key again: the first refund, and nothing new was made.
    if (!outcome.created) reply.code(200);
    return { refund: await showRefund(db, outcome.refund), created: outcome.created };
  });
}
