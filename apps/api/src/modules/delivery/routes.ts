import { delivery } from '@seed/contract/delivery';
import { DomainError } from '@seed/domain/errors';
import { convertFils, toFils } from '@seed/domain/money';
import type { FastifyInstance } from 'fastify';
import type { CommerceOptions } from '../../http/commerce';
import { serve } from '../../http/serve';
import { findAddress } from '../addresses/service';

export async function deliveryRoutes(app: FastifyInstance, { db, shipping }: CommerceOptions) {
  serve(app, delivery.prices, async (request) => {
    const { currency } = request.ctx;
    const { deliveryAddressId, weight = 0, subtotal = 0 } = request.query;
    const address = await findAddress(db, request.user.id, deliveryAddressId);
    if (!address) {
      throw new DomainError('NOT_FOUND', `Address ${deliveryAddressId} not found`, {
        reason: 'DELIVERY_ADDRESS_NOT_FOUND',
      });
    }
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
  });
}
