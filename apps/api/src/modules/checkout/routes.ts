import { checkout } from '@seed/contract/checkout';
import { payments } from '@seed/contract/payments';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import { fromMajor } from '../../adapters/payments/amounts';
import { verifyWebhook, webhookField } from '../../adapters/payments/myfatoorah-webhook';
import { TestGateway } from '../../adapters/payments/test-gateway';
import type { CommerceOptions } from '../../http/commerce';
import { serve } from '../../http/serve';
import { placeOrder } from '../orders/place-order';
import { presentSummary } from '../orders/present';
import { orderItemsCount, sendReceipt } from '../orders/service';
import { pendingPaymentUrl, refundDuePayments } from './service';
import { settlePayment } from './settle';
import { retryPayment, startPayment } from './start-payment';
import { testGatewayRoutes } from './test-gateway-routes';

type PaymentOptions = CommerceOptions & { webhookSecret: string | null };

const refundOf = (data: Record<string, unknown>) => ({
  id: webhookField(data, 'Refund.Id'),
  status: webhookField(data, 'Refund.Status'),
  amountInBaseCurrency: webhookField(data, 'Amount.ValueInBaseCurrency'),
  invoiceId: webhookField(data, 'ReferencedInvoice.Id'),
});

export async function paymentRoutes(app: FastifyInstance, options: PaymentOptions) {
  const { gateway, webhookSecret } = options;
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
      itemsCount: await orderItemsCount(options.db, placed.order.id),
    });
    if (!placed.created) {
      const url =
        placed.order.status === 'PENDING_PAYMENT'
          ? ((await pendingPaymentUrl(options.db, placed.order.id)) ??
            (await retryPayment(options, userId, placed.order.id, locale)))
          : null;
      return reply.code(200).send({ order, paymentUrl: url });
    }
    if (placed.paymentId === null) {
      await sendReceipt(options.db, options.mailer, placed.order.id, options.mediaBase).catch(
        (err: unknown) => request.log.error({ err, orderId: placed.order.id }, 'receipt mail failed'),
      );
      return reply.code(201).send({ order, paymentUrl: null });
    }
    const paymentUrl = await startPayment(options, placed.order, placed.paymentId, locale);
    return reply.code(201).send({ order, paymentUrl });
  });

  serve(app, checkout.retry, async (request) => ({
    paymentUrl: await retryPayment(options, request.user.id, request.params.orderId, request.ctx.locale),
  }));

  serve(app, checkout.callback, async (request, reply) => {
    const { paymentId, lang } = request.query;
    if (request.params.gateway !== gateway.name) {
      return reply.redirect(`/${lang}/payment-error?reason=UNKNOWN`, 303);
    }
    const result = await settlePayment(options, { key: paymentId, type: 'PaymentId' }, request.log).catch(
      (err: unknown) => {
        request.log.warn({ err, paymentId }, 'payment callback could not be settled');
        return null;
      },
    );
    if (!result) return reply.redirect(`/${lang}/payment-error?reason=UNKNOWN`, 303);
    const target = result.paid
      ? `/${lang}/thank-you/${result.orderId}`
      : `/${lang}/payment-error?orderId=${result.orderId}&reason=${result.reason ?? 'DECLINED'}`;
    return reply.redirect(target, 303);
  });

  serve(
    app,
    checkout.webhook,
    async (request) => {
      if (gateway.name !== 'myfatoorah' || !webhookSecret) {
        throw new DomainError('NOT_FOUND', 'MyFatoorah is not the active gateway');
      }
      const signature = request.headers['myfatoorah-signature'];
      const event = verifyWebhook(
        request.body,
        typeof signature === 'string' ? signature : undefined,
        webhookSecret,
      );
      const ignored = { received: true as const, orderId: null, paid: null };
      if (!event.verified || event.Event.Code !== 1) {
        // Refunds are not made by the store yet: a refund event (code 2) is verified and logged for staff.
        const log = event.Event.Code === 2 ? request.log.warn : request.log.info;
        log.call(
          request.log,
          {
            event: event.Event.Name,
            verified: event.verified,
            refund: event.Event.Code === 2 ? refundOf(event.Data) : undefined,
          },
          'MyFatoorah webhook event acknowledged, not acted on',
        );
        return ignored;
      }
      const paymentId = webhookField(event.Data, 'Transaction.PaymentId');
      const invoiceId = webhookField(event.Data, 'Invoice.Id');
      if (!paymentId && !invoiceId) return ignored;
      const key = paymentId
        ? { key: paymentId, type: 'PaymentId' as const }
        : { key: invoiceId, type: 'InvoiceId' as const };
      const result = await settlePayment(options, key, request.log);
      return { received: true as const, orderId: result.orderId, paid: result.paid };
    },
    // Server to server, proven by its signature, never by a visitor's cookies.
    { config: { crossSite: 'allowed' } },
  );

  serve(app, payments.refundDue, async () => ({ payments: await refundDuePayments(options.db) }));

  if (gateway instanceof TestGateway) await app.register(testGatewayRoutes, { gateway });
}
