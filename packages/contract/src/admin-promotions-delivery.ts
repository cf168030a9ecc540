import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema } from './common';
import { endpoint } from './endpoint';
import { AuditReasonSchema } from './staff';

/** The most weight tiers a zone may have. */
export const DELIVERY_RATES_MAX = 20;
/** The most free-delivery thresholds the store keeps. */
export const FREE_SHIPPING_MAX = 20;
const PRICE_MAX = 1_000_000;

const id = z.number().int();

const RateSchema = z.object({
  maxWeight: z.number().int().min(1, 'More than zero').max(1_000_000, 'At most 1,000 kg').describe('Grams'),
  price: z.number().int('Whole fils').min(0, 'Zero or more').max(PRICE_MAX, 'Too large').describe('KWD fils'),
});

const ThresholdSchema = z.object({
  zoneId: id.nullable().describe('null: every zone'),
  minSubtotal: z
    .number()
    .int('Whole fils')
    .min(1, 'More than zero')
    .max(PRICE_MAX * 100, 'Too large')
    .describe('KWD fils'),
  isActive: z.boolean(),
});

const DeliveryZoneSchema = z
  .object({
    id,
    nameEn: z.string(),
    nameAr: z.string(),
    countryCodes: z.array(z.string()),
    isInternational: z.boolean(),
    minDays: z.number().int(),
    maxDays: z.number().int(),
    isActive: z.boolean(),
    rates: z.array(z.object({ maxWeight: z.number().int(), price: MoneySchema.describe('KWD') })),
  })
  .meta({ id: 'AdminDeliveryZone' });

const DeliverySettingsSchema = z.object({
  zones: z.array(DeliveryZoneSchema),
  freeShipping: z.array(
    z.object({ id, zoneId: id.nullable(), minSubtotal: MoneySchema.describe('KWD'), isActive: z.boolean() }),
  ),
});

const uniqueWeights = (rates: { maxWeight: number }[], ctx: z.RefinementCtx) => {
  const seen = new Set<number>();
  rates.forEach((rate, index) => {
    if (seen.has(rate.maxWeight)) {
      ctx.addIssue({ code: 'custom', path: ['rates', index, 'maxWeight'], message: 'Each weight once' });
    }
    seen.add(rate.maxWeight);
  });
};

export const DeliveryZoneBodySchema = z
  .strictObject({
    nameEn: z.string().trim().min(1, 'Required').max(100),
    nameAr: z.string().trim().min(1, 'Required').max(100),
    countryCodes: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'Two capital letters (ISO 3166-1)'))
      .min(1, 'At least one country')
      .max(250),
    isInternational: z.boolean(),
    minDays: z.number().int().min(0).max(90),
    maxDays: z.number().int().min(0).max(90),
    isActive: z.boolean(),
    rates: z.array(RateSchema).min(1, 'At least one price').max(DELIVERY_RATES_MAX),
    reason: AuditReasonSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.maxDays < body.minDays) {
      ctx.addIssue({ code: 'custom', path: ['maxDays'], message: 'Not fewer than the least days' });
    }
    uniqueWeights(body.rates, ctx);
  });

export const FreeShippingBodySchema = z.strictObject({
  thresholds: z.array(ThresholdSchema).max(FREE_SHIPPING_MAX, `At most ${FREE_SHIPPING_MAX}`),
  reason: AuditReasonSchema.optional(),
});

const tags = ['promotions'];
const access = { permission: 'promotions' } as const;

export const adminDelivery = {
  settings: endpoint({
    method: 'GET',
    path: '/admin/delivery',
    tags,
    access,
    summary:
      'Delivery zones with their countries, days and prices by weight, and the free-delivery thresholds',
    query: BaseQuerySchema,
    reply: DeliverySettingsSchema,
    refusals: [],
  }),
  updateZone: endpoint({
    method: 'PUT',
    path: '/admin/delivery/zones/:id',
    tags,
    access,
    summary: 'Change a zone: names, countries, days, active, and its prices by weight (replaced)',
    description: 'A country already in another active zone is refused (409 DELIVERY_COUNTRY_IN_OTHER_ZONE).',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    body: DeliveryZoneBodySchema,
    reply: z.object({ id }),
    errors: [409],
    refusals: ['DELIVERY_ZONE_NOT_FOUND', 'DELIVERY_COUNTRY_IN_OTHER_ZONE'],
  }),
  createZone: endpoint({
    method: 'POST',
    path: '/admin/delivery/zones',
    tags,
    access,
    summary: 'Add a zone: names, countries, days, active, and its prices by weight',
    description: 'A country already in another active zone is refused (409 DELIVERY_COUNTRY_IN_OTHER_ZONE).',
    query: BaseQuerySchema,
    body: DeliveryZoneBodySchema,
    reply: z.object({ id }),
    status: 201,
    errors: [409],
    refusals: ['DELIVERY_COUNTRY_IN_OTHER_ZONE'],
  }),
  deleteZone: endpoint({
    method: 'DELETE',
    path: '/admin/delivery/zones/:id',
    tags,
    access,
    summary: 'Remove a zone and its prices; orders keep the delivery price they were charged',
    description:
      'A zone a free-delivery threshold names is refused (409 DELIVERY_ZONE_HAS_THRESHOLDS): remove the threshold first, or untick the zone to pause it.',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: z.object({ id }),
    errors: [409],
    refusals: ['DELIVERY_ZONE_NOT_FOUND', 'DELIVERY_ZONE_HAS_THRESHOLDS'],
  }),
  setFreeShipping: endpoint({
    method: 'PUT',
    path: '/admin/delivery/free-shipping',
    tags,
    access,
    summary: 'Replace the free-delivery thresholds; carts and checkout use them at once',
    query: BaseQuerySchema,
    body: FreeShippingBodySchema,
    reply: DeliverySettingsSchema.pick({ freeShipping: true }),
    refusals: ['DELIVERY_ZONE_NOT_FOUND'],
  }),
};
