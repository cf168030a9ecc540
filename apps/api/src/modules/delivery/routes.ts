import { ErrorBodySchema, errorResponses } from '@seed/contract/common';
import { PricesQuerySchema, PricesSchema } from '@seed/contract/delivery';
import { DomainError } from '@seed/domain/errors';
import { convertFils, toFils } from '@seed/domain/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CommerceOptions } from '../../http/commerce';
import { requireUser } from '../../plugins/auth';
import { findAddress } from '../addresses/service';

export async function deliveryRoutes(app: FastifyInstance, { db, shipping }: CommerceOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/users/delivery/prices',
    {
      onRequest: requireUser,
      schema: {
        tags: ['delivery'],
        summary: 'Delivery methods to one of your addresses, with price and expected date',
        description:
          'Prices from the shipping adapter (the rate table by default) in the requested currency.',
        querystring: PricesQuerySchema,
        response: { 200: PricesSchema, ...errorResponses, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const { currency } = request.ctx;
      const { deliveryAddressId, weight = 0, subtotal = 0 } = request.query;
      const address = await findAddress(db, request.user!.id, deliveryAddressId);
      if (!address) throw new DomainError('NOT_FOUND', `Address ${deliveryAddressId} not found`);
      const quotes = await shipping.quotes({
        country: address.country,
        weight,
        subtotal: toFils({ amount: subtotal, currency }),
        now: new Date(),
      });
      const money = (fils: number) => convertFils(fils, currency);
      return {
        deliveryMethods: quotes.map(({ price, freeShippingThreshold, international: _i, ...quote }) => ({
          ...quote,
          price: money(price),
          freeShippingThreshold: freeShippingThreshold === null ? null : money(freeShippingThreshold),
        })),
        internationalOrder: quotes.some((quote) => quote.international),
      };
    },
  );
}
