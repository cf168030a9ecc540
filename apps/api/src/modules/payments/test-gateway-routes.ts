import { payments, type TestCardFormSchema } from '@seed/contract/payments';
import { parseLocale } from '@seed/domain/locale';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { TEST_CARDS, type TestGateway } from '../../adapters/payments/test-gateway';
import { serve } from '../../http/serve';
import { cardPage, messagePage, type PageProblem } from './test-gateway-page';

function problemsOf(form: z.infer<typeof TestCardFormSchema>, now: Date): PageProblem[] {
  const problems: PageProblem[] = [];
  const card = (form.card ?? '').replace(/[\s-]/g, '');
  if (card !== TEST_CARDS.success && card !== TEST_CARDS.declined) problems.push('card');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '');
  const month = Number(expiry?.[1]);
  const endOfMonth = expiry ? new Date(Date.UTC(2000 + Number(expiry[2]), month, 1)) : null;
  if (!endOfMonth || month < 1 || month > 12 || endOfMonth <= now) problems.push('expiry');
  if (!/^\d{3,4}$/.test(form.cvc ?? '')) problems.push('cvc');
  return problems;
}

/**
 * The test gateway's card page (PAYMENT_GATEWAY=test only): a form that posts to itself, settles the
 * invoice at the gateway and sends the browser to the store's callback with `paymentId`, as MyFatoorah does.
 */
export async function testGatewayRoutes(app: FastifyInstance, { gateway }: { gateway: TestGateway }) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const html = 'text/html; charset=utf-8';

  serve(app, payments.testGatewayPage, async (request, reply) => {
    const locale = parseLocale(request.query.lang);
    const invoice = gateway.invoice(request.params.invoiceId);
    reply.type(html).header('cache-control', 'no-store');
    if (!invoice) return reply.code(404).send(messagePage(locale, 'missing'));
    if (invoice.status !== 'PENDING') return reply.code(409).send(messagePage(locale, 'settled'));
    return cardPage({ invoiceId: invoice.invoiceId, amount: invoice.amount, locale });
  });

  serve(app, payments.testGatewayPay, async (request, reply) => {
    const form = request.body;
    const locale = parseLocale(form.lang);
    const invoice = gateway.invoice(request.params.invoiceId);
    reply.type(html).header('cache-control', 'no-store');
    if (!invoice) return reply.code(404).send(messagePage(locale, 'missing'));
    if (invoice.status !== 'PENDING') return reply.code(409).send(messagePage(locale, 'settled'));
    if (form.action === 'pay') {
      const problems = problemsOf(form, new Date());
      if (problems.length > 0) {
        const page = cardPage({
          invoiceId: invoice.invoiceId,
          amount: invoice.amount,
          locale,
          problems,
          values: form,
        });
        return reply.code(400).send(page);
      }
    }
    const paid = form.action === 'pay' && form.card?.replace(/[\s-]/g, '') === TEST_CARDS.success;
    const settled = gateway.settle(invoice.invoiceId, paid);
    const target = new URL(paid ? settled.callbackUrl : settled.errorUrl);
    target.searchParams.set('paymentId', settled.paymentId!);
    return reply.redirect(`${target.pathname}${target.search}`, 303);
  });
}
