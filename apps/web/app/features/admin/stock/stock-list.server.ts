import { StockListQuerySchema } from '@seed/contract/admin-stock';

export type StockFilterValues = { inventoryId: string; colorId: string; sizeId: string; low: string };

const FILTERS = StockListQuerySchema.pick({ inventoryId: true, colorId: true, sizeId: true, low: true });

/**
 * The grid's filters as the URL has them, and the ones the API accepts: a hand-edited URL with a filter the
 * API would refuse lists as if that filter were not there.
 */
export function readStockFilters(url: URL) {
  const text = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const values: StockFilterValues = {
    inventoryId: text('inventoryId'),
    colorId: text('colorId'),
    sizeId: text('sizeId'),
    low: text('low') === 'true' ? 'true' : '',
  };
  const query = Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => {
      const one = FILTERS.shape[name as keyof typeof FILTERS.shape].safeParse(value || undefined);
      return one.success && one.data !== undefined ? [[name, value]] : [];
    }),
  ) as Partial<Omit<StockFilterValues, 'low'> & { low: 'true' }>;
  return { values, query };
}
