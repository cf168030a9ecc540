import { ErrorBodySchema, errorResponses } from '@seed/contract/common';
import {
  CallbackParamsSchema,
  CallbackQuerySchema,
  ExecuteBodySchema,
  ExecutedSchema,
  MethodsParamsSchema,
  MethodsQuerySchema,
  MethodsSchema,
  RefundDueSchema,
  RetryParamsSchema,
  RetrySchema,
  WebhookReplySchema,
} from '@seed/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromMajor } from '../../adapters/payments/amounts';
import { verifyWebhook, webhookField } from '../../adapters/payments/myfatoorah-webhook';
import { TestGateway } from '../../adapters/payments/test-gateway';
import type { CommerceOptions } from '../../http/commerce';
import { requireRole, requireUser } from '../../plugins/auth';
import { placeOrder } from '../orders/place-order';
import { presentSummary } from '../orders/present';
import { orderItemsCount, sendReceipt } from '../orders/service';
import { pendingPaymentUrl, refundDuePayments } from './service';
import { settlePayment } from './settle';
import { retryPayment, startPayment } from './start-payment';
import { testGatewayRoutes } from './test-gateway-routes';

const paymentErrors = {
  ...errorResponses,
  401: ErrorBodySchema,
  409: ErrorBodySchema,
  502: ErrorBodySchema,
} as const;
const tags = ['payments'];

type PaymentOptions = CommerceOptions & { webhookSecret: string | null };

const refundOf = (data: Record<string, unknown>) => ({
  id: webhookField(data, 'Refund.Id'),
  status: webhookField(data, 'Refund.Status'),
  amountInBaseCurrency: webhookField(data, 'Amount.ValueInBaseCurrency'),
  invoiceId: webhookField(data, 'ReferencedInvoice.Id'),
});

export async function paymentRoutes(app: FastifyInstance, options: PaymentOptions) {
  const { gateway, webhookSecret } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/payments/methods/:amount/:currency',
    {
      schema: {
        tags,
        summary: "The active gateway's payment methods for an amount (MyFatoorah's shape)",
        description:
          'amount is a decimal in the currency (12.500); a negative amount gives an empty list (spec §5).',
        params: MethodsParamsSchema,
        querystring: MethodsQuerySchema,
        response: { 200: MethodsSchema, ...paymentErrors },
      },
    },
    async (request) => {
      const { amount, currency } = request.params;
      if (amount < 0) return { paymentMethods: [] };
      return { paymentMethods: await gateway.listMethods(fromMajor(amount, currency)) };
    },
  );

  routes.post(
    '/payments/execute/order',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Place an order from your cart and get the payment page',
        description:
          'Prices, discounts, delivery and the wallet amount are the server’s; the body carries only choices. ' +
          'The same idempotencyKey again returns the same order (200). 400: empty cart, unknown delivery or ' +
          'payment method, invalid voucher; 404: address not yours; 409: out of stock or the cart changed.',
        body: ExecuteBodySchema,
        response: { 200: ExecutedSchema, 201: ExecutedSchema, ...paymentErrors },
      },
    },
    async (request, reply) => {
      const { currency, locale } = request.ctx;
      const userId = request.user!.id;
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
    },
  );

  routes.post(
    '/payments/retry/:orderId',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'A new payment page for your unpaid order',
        params: RetryParamsSchema,
        response: { 200: RetrySchema, ...paymentErrors },
      },
    },
    async (request) => ({
      paymentUrl: await retryPayment(options, request.user!.id, request.params.orderId, request.ctx.locale),
    }),
  );

  routes.get(
    '/payments/callback/:gateway',
    {
      schema: {
        tags,
        summary: "Where the gateway sends the shopper back; answers 303 to the store's result page",
        params: CallbackParamsSchema,
        querystring: CallbackQuerySchema,
      },
    },
    async (request, reply) => {
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
    },
  );

  routes.post(
    '/payments/webhook/myfatoorah',
    {
      // Server to server, proven by its signature, never by a visitor's cookies.
      config: { crossSite: 'allowed' },
      schema: {
        tags,
        summary: 'MyFatoorah webhook v2 (signed with MyFatoorah-Signature)',
        description:
          'Each event is verified with the fields its code signs. Unsigned or forged: 401; not an event: 400. ' +
          'Payment events settle the order (its status is asked of MyFatoorah again); the other events are ' +
          'acknowledged (refund events are logged: the store makes no refunds yet).',
        response: { 200: WebhookReplySchema, ...paymentErrors },
      },
    },
    async (request, reply) => {
      if (gateway.name !== 'myfatoorah' || !webhookSecret) {
        return reply
          .code(404)
          .send({ statusCode: 404, message: 'MyFatoorah is not the active gateway', code: 'NOT_FOUND' });
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
  );

  routes.get(
    '/admin/payments/refund-due',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Payments taken for orders that could not take them: to refund (admins)',
        description:
          'A payment confirmed after its order failed or expired and its stock was gone, or a second payment ' +
          'of an order already paid. The back-office page that shows them is still to come.',
        response: { 200: RefundDueSchema, ...paymentErrors },
      },
    },
    async () => ({ payments: await refundDuePayments(options.db) }),
  );

  if (gateway instanceof TestGateway) await app.register(testGatewayRoutes, { gateway });
}
