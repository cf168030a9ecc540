import { checkout } from '@seed/contract/checkout';
import type { FastifyInstance } from 'fastify';
import { fromMajor } from '../../adapters/payments/amounts';
import { serve } from '../../http/serve';
import { presentSummary } from '../orders/present';
import { orderItemsCount, sendReceipt } from '../orders/service';
import { pendingPaymentUrl } from '../payments/service';
import { offerRoutes } from './offer-routes';
import { placeOrder } from './place-order';
import { type SettleOptions, settleRoutes } from './settle-routes';
import { retryPayment, startPayment } from './start-payment';
import { checkoutSummary } from './summary';

/** The checkout's calls, served from the contract (`checkout` in @seed/contract/checkout). */
export async function checkoutRoutes(app: FastifyInstance, options: SettleOptions) {
  const { db, gateway, mediaBase, shipping } = options;

  serve(app, checkout.summary, (request) =>
    checkoutSummary(
      { db, shipping, mediaBase, currency: request.ctx.currency },
      request.user.id,
      request.query,
    ),
  );

  serve(app, checkout.paymentMethods, async (request) => {
    const { amount, currency } = request.params;
    if (amount < 0) return { paymentMethods: [] };
    return { paymentMethods: await gateway.listMethods(fromMajor(amount, currency)) };
  });

  serve(app, checkout.placeOrder, async (request, reply) => {
    const { currency, locale } = request.ctx;
    const userId = request.user.id;
    const placed = await placeOrder(options, { userId, currency, locale }, request.body);
    const order = presentSummary({
      ...placed.order,
      itemsCount: await orderItemsCount(db, placed.order.id),
    });
    if (!placed.created) {
      const url =
        placed.order.status === 'PENDING_PAYMENT'
          ? ((await pendingPaymentUrl(db, placed.order.id)) ??
            (await retryPayment(options, userId, placed.order.id, locale)))
          : null;
      return reply.code(200).send({ order, paymentUrl: url });
    }
    if (placed.payment === null) {
      await sendReceipt(db, options.mailer, placed.order.id, mediaBase).catch((err: unknown) =>
        request.log.error({ err, orderId: placed.order.id }, 'receipt mail failed'),
      );
      return reply.code(201).send({ order, paymentUrl: null });
    }
    const paymentUrl = await startPayment(options, placed.order, placed.payment, locale);
    return reply.code(201).send({ order, paymentUrl });
  });

  serve(app, checkout.retry, async (request) => ({
    paymentUrl: await retryPayment(options, request.user.id, request.params.orderId, request.ctx.locale),
  }));

  await app.register(settleRoutes, options);
  await app.register(offerRoutes, options);
}
