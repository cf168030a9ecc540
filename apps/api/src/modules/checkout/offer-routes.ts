import { checkout } from '@seed/contract/checkout';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { bagSubtotals } from '../cart/service';
import { discountTiers, freeShipping } from './offers';
import { checkVoucher } from './voucher';

/** What the cart page offers beside the lines: voucher check, discount on amount, free delivery. */
export async function offerRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  serve(app, checkout.voucher, async (request) => {
    const { currency } = request.ctx;
    const user = request.user;
    const shopper = user && { userId: user.id, ...(await bagSubtotals(db, user.id, currency)) };
    return checkVoucher(db, request.params.code, shopper, currency);
  });

  serve(app, checkout.discountOnAmount, (request) => discountTiers(db, request.ctx.currency), {
    config: { cacheSeconds: 60 },
  });

  serve(
    app,
    checkout.freeShipping,
    (request) => freeShipping(db, request.query.country, request.ctx.currency),
    {
      config: { cacheSeconds: 60 },
    },
  );
}
