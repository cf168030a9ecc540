import { adminDelivery } from '@seed/contract/admin-promotions-delivery';
import { convertFils } from '@seed/domain/money';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { createZone, deleteZone, deliverySettings, setFreeShipping, updateZone } from './admin-delivery';

// Stored prices are KWD fils; the desk shows them in KWD whatever the browsing currency.
const kwd = (fils: number) => convertFils(fils, 'KWD');

type Threshold = { id: number; zoneId: number | null; minSubtotal: number; isActive: boolean };
const presentThreshold = ({ id, zoneId, minSubtotal, isActive }: Threshold) => ({
  id,
  zoneId,
  minSubtotal: kwd(minSubtotal),
  isActive,
});

/** The promotions desk's delivery prices and free-delivery thresholds (issue 21): every call needs `promotions`. */
export async function adminDeliveryRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const actOf = (request: { user: { id: number }; id: string; body: { reason?: string } }) => ({
    staffId: request.user.id,
    reason: request.body.reason ?? null,
    requestId: request.id,
  });

  serve(app, adminDelivery.settings, async () => {
    const { zones, freeShipping } = await deliverySettings(db);
    return {
      zones: zones.map(({ rates, ...zone }) => ({
        ...zone,
        rates: rates.map((rate) => ({ maxWeight: rate.maxWeight, price: kwd(rate.price) })),
      })),
      freeShipping: freeShipping.map(presentThreshold),
    };
  });

  serve(app, adminDelivery.updateZone, async (request) => {
    const { reason: _reason, ...change } = request.body;
    return updateZone(db, request.params.id, change, actOf(request));
  });

  serve(app, adminDelivery.createZone, async (request) => {
    const { reason: _reason, ...change } = request.body;
    return createZone(db, change, actOf(request));
  });

  serve(app, adminDelivery.deleteZone, async (request) =>
    deleteZone(db, request.params.id, { staffId: request.user.id, reason: null, requestId: request.id }),
  );

  serve(app, adminDelivery.setFreeShipping, async (request) => ({
    freeShipping: (await setFreeShipping(db, request.body.thresholds, actOf(request))).map(presentThreshold),
  }));
}
