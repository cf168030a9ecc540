import { colorsToSizes } from '@seed/db/schema/inventory';
import { stockMovements } from '@seed/db/schema/stock-movements';
import { testDatabaseKinds } from '@seed/db/test-database';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { changeStock, releaseStock, reserveStock } from './stock';

describe.each(testDatabaseKinds())('stock movements on %s', (kind) => {
  const t = useCatalogApi(kind);

  // The tests share one catalogue: each takes a variant of its own by its starting count.
  const variantHolding = async (units: number) => {
    const [variant] = await t.api.db
      .select({ id: colorsToSizes.id, count: colorsToSizes.count })
      .from(colorsToSizes)
      .where(eq(colorsToSizes.count, units));
    if (!variant) throw new Error(`the test catalogue has no variant with ${units} units`);
    return variant;
  };
  const movementsOf = (id: number) =>
    t.api.db
      .select({
        delta: stockMovements.delta,
        countAfter: stockMovements.countAfter,
        reason: stockMovements.reason,
        note: stockMovements.note,
      })
      .from(stockMovements)
      .where(eq(stockMovements.colorsToSizesId, id))
      .orderBy(asc(stockMovements.id));

  it('records every change of a count with its cause and the count after it', async () => {
    const variant = await variantHolding(5);
    const item = { colorsToSizesId: variant.id, count: 2, name: 'Tee' };
    await t.api.db.transaction((tx) => reserveStock(tx, [item], { reason: 'SALE' }));
    await t.api.db.transaction((tx) => releaseStock(tx, [item], { reason: 'RELEASE' }));
    const changed = await t.api.db.transaction((tx) =>
      changeStock(tx, [{ colorsToSizesId: variant.id, count: 12 }], {
        reason: 'MANUAL',
        note: 'shelf count',
      }),
    );
    expect(changed).toEqual([{ colorsToSizesId: variant.id, before: 5, after: 12 }]);
    // Setting a count to what it already is moves nothing.
    await t.api.db.transaction((tx) =>
      changeStock(tx, [{ colorsToSizesId: variant.id, count: 12 }], { reason: 'MANUAL' }),
    );
    expect(await movementsOf(variant.id)).toEqual([
      { delta: -2, countAfter: 3, reason: 'SALE', note: null },
      { delta: 2, countAfter: 5, reason: 'RELEASE', note: null },
      { delta: 7, countAfter: 12, reason: 'MANUAL', note: 'shelf count' },
    ]);
  });

  it('writes no movement when a sale is short, and refuses an unknown variant or a negative count', async () => {
    const variant = await variantHolding(3);
    await expect(
      t.api.db.transaction((tx) =>
        reserveStock(tx, [{ colorsToSizesId: variant.id, count: 4, name: 'Tee' }], { reason: 'SALE' }),
      ),
    ).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
    await expect(
      t.api.db.transaction((tx) =>
        changeStock(tx, [{ colorsToSizesId: 999_999, count: 1 }], { reason: 'IMPORT' }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t.api.db.transaction((tx) =>
        changeStock(tx, [{ colorsToSizesId: variant.id, count: -1 }], { reason: 'IMPORT' }),
      ),
    ).rejects.toMatchObject({ code: 'INVALID_DATA' });
    expect(await movementsOf(variant.id)).toEqual([]);
  });
});
