import type { ApiClient } from '../../lib/api.server';
import { RequestItemsSchema } from './design-request-schema.server';
import type { RequestItem } from './request-form';

/** The blank items that take design requests (spec §7 inventory?forDesignRequest=true), for the brief. */
export async function loadRequestItems(api: ApiClient): Promise<RequestItem[]> {
  const { inventories } = await api.get('/inventory', RequestItemsSchema, {
    forDesignRequest: 'true',
    limit: 100,
  });
  return inventories.map(({ id, nameEn, nameAr, mainMedia }) => ({
    id,
    nameEn,
    nameAr,
    image: mainMedia?.url.small ?? null,
  }));
}
