import {
  DiscountOnAmountSchema,
  FreeShippingQuerySchema,
  FreeShippingSchema,
  VoucherCheckSchema,
  VoucherParamsSchema,
} from '@seed/contract/cart';
import { BaseQuerySchema, errorResponses } from '@seed/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../http/module';
import { discountTiers, freeShipping } from './offers';
import { bagSubtotals } from './service';
import { checkVoucher } from './voucher';

/** What the cart page offers beside the lines: voucher check, discount on amount, free delivery. */
export async function offerRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/carts/promocode/check/:code',
    {
      schema: {
        tags: ['cart'],
        summary: 'Whether a voucher code can be used, and its percent (0 when it cannot)',
        description:
          'Any letter case. For a signed-in shopper their own uses and cart subtotal count too, and ' +
          '`discount` is what it takes off their cart. An unknown code is a 404.',
        params: VoucherParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: VoucherCheckSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { currency } = request.ctx;
      const user = request.user;
      const shopper = user && { userId: user.id, ...(await bagSubtotals(db, user.id, currency)) };
      return checkVoucher(db, request.params.code, shopper, currency);
    },
  );

  routes.get(
    '/shared/discount-on-amount',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['cart'],
        summary: 'The store-wide discount tiers: a percent off from a subtotal on',
        querystring: BaseQuerySchema,
        response: { 200: DiscountOnAmountSchema, ...errorResponses },
      },
    },
    (request) => discountTiers(request.ctx.currency),
  );

  routes.get(
    '/users/freeShipping/config',
    {
      config: { cacheSeconds: 60 },
      schema: {
        tags: ['cart'],
        summary: 'Free-delivery thresholds: for the delivery country, and every zone',
        querystring: FreeShippingQuerySchema,
        response: { 200: FreeShippingSchema, ...errorResponses },
      },
    },
    (request) => freeShipping(db, request.query.country, request.ctx.currency),
  );
}
