import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { BaseQuerySchema, IdSchema } from './common';
import { endpoint } from './endpoint';

const count = z.coerce
  .number({ error: 'Expected a number' })
  .int('Expected a whole number')
  .min(0)
  .max(10_000_000);

export const PricesQuerySchema = BaseQuerySchema.extend({
  weight: count.optional().describe('Grams; a display hint, checkout uses the cart’s own weight'),
  subtotal: count.optional().describe('Minor units of the request currency; a display hint'),
  deliveryAddressId: IdSchema,
});

const DeliveryMethodSchema = z
  .object({
    id: z.string().describe('Opaque and stable; send it back at checkout'),
    nameEn: z.string(),
    nameAr: z.string(),
    price: MoneySchema,
    isFree: z.boolean(),
    minDays: z.number().int(),
    maxDays: z.number().int(),
    expectedDeliveryDate: z.string().describe('YYYY-MM-DD, the latest day'),
    freeShippingThreshold: MoneySchema.nullable(),
  })
  .meta({ id: 'DeliveryMethod' });

export const PricesSchema = z.object({
  deliveryMethods: z.array(DeliveryMethodSchema),
  internationalOrder: z.boolean(),
});

export const delivery = {
  prices: endpoint({
    method: 'GET',
    path: '/users/delivery/prices',
    tags: ['delivery'],
    access: 'signedIn',
    summary: 'Delivery methods to one of your addresses, with price and expected date',
    description: 'Prices from the shipping adapter (the rate table by default) in the requested currency.',
    query: PricesQuerySchema,
    reply: PricesSchema,
    refusals: ['DELIVERY_ADDRESS_NOT_FOUND'],
  }),
};
