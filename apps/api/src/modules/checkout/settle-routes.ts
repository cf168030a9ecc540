import { checkout } from '@seed/contract/checkout';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import { verifyWebhook, webhookField } from '../../adapters/payments/myfatoorah-webhook';
import type { CommerceOptions } from '../../http/commerce';
import { serve } from '../../http/serve';
import { settlePayment } from './settle';

export type SettleOptions = CommerceOptions & { webhookSecret: string | null };

const refundOf = (data: Record<string, unknown>) => ({
  id: webhookField(data, 'Refund.Id'),
  status: webhookField(data, 'Refund.Status'),
  amountInBaseCurrency: webhookField(data, 'Amount.ValueInBaseCurrency'),
  invoiceId: webhookField(data, 'ReferencedInvoice.Id'),
});

/** Where the gateway tells the store how a payment went: the shopper's return and the gateway's webhook. */
export async function settleRoutes(app: FastifyInstance, options: SettleOptions) {
  const { gateway, webhookSecret } = options;

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
}
