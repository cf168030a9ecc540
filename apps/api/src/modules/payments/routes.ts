import { payments } from '@seed/contract/payments';
import type { FastifyInstance } from 'fastify';
import { TestGateway } from '../../adapters/payments/test-gateway';
import type { CommerceOptions } from '../../http/commerce';
import { serve } from '../../http/serve';
import { refundDuePayments } from './service';
import { testGatewayRoutes } from './test-gateway-routes';

/** The payment records' own calls: what staff must refund, and the test gateway's card page. */
export async function paymentRoutes(app: FastifyInstance, options: CommerceOptions) {
  const { db, gateway } = options;
  serve(app, payments.refundDue, async () => ({ payments: await refundDuePayments(db) }));

  if (gateway instanceof TestGateway) await app.register(testGatewayRoutes, { gateway });
}
