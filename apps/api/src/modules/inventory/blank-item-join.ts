import { inventories } from '@seed/db/schema/inventory';
import { type AnyColumn, eq } from 'drizzle-orm';

/** The blank item a row points at, for a query of another module: whether it is on sale, and its print facts. */
export function joinBlankItem(column: AnyColumn) {
  return {
    table: inventories,
    on: eq(inventories.id, column),
    isActive: inventories.isActive,
    printFacts: {
      id: inventories.id,
      backPrint: inventories.backPrint,
      pocketPrint: inventories.pocketPrint,
      weight: inventories.weight,
      sizesPosition: inventories.sizesPosition,
      colorsPosition: inventories.colorsPosition,
    },
  };
}
