import { inventory } from '@seed/contract/inventory';
import type { ApiClient } from '../../lib/api.server';
import type { RequestItem } from './request-form';

/** The blank items that take design requests (spec §7 inventory?forDesignRequest=true), for the brief. */
export async function loadRequestItems(api: ApiClient): Promise<RequestItem[]> {
  const { inventories } = await api.call(inventory.list, { query: { forDesignRequest: 'true', limit: 100 } });
  return inventories.map(({ id, nameEn, nameAr, mainMedia }) => ({
    id,
    nameEn,
    nameAr,
    image: mainMedia?.url.small ?? null,
  }));
}
