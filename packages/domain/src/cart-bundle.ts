import { DomainError } from './errors';

/** What a bundle holds: so many of each blank item. */
type BundlePart = { inventoryId: number; count: number };

/**
 * Checks that items added as one bundle make up that bundle. Each item must be one of its blank items;
 * an AGGREGATED bundle is also priced as a whole, so it needs exactly its counts, no more and no less.
 */
export function assertBundleComposition(
  bundle: { type: 'AGGREGATED' | 'PICK_ANY'; parts: readonly BundlePart[] },
  items: readonly BundlePart[],
): void {
  const wanted = totals(bundle.parts);
  const given = totals(items);
  for (const inventoryId of given.keys()) {
    if (!wanted.has(inventoryId)) {
      throw new DomainError('INVALID_DATA', `Blank item ${inventoryId} is not part of this bundle`, {
        reason: 'ITEM_NOT_IN_BUNDLE',
      });
    }
  }
  if (bundle.type !== 'AGGREGATED') return;
  for (const [inventoryId, count] of wanted) {
    const taken = given.get(inventoryId) ?? 0;
    if (taken !== count) {
      throw new DomainError(
        'INVALID_DATA',
        `This bundle takes ${count} of blank item ${inventoryId}, not ${taken}`,
        {
          reason: taken < count ? 'BUNDLE_INCOMPLETE' : 'BUNDLE_TOO_MANY_ITEMS',
          details: { expected: count, given: taken },
        },
      );
    }
  }
}

function totals(parts: readonly BundlePart[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const part of parts) map.set(part.inventoryId, (map.get(part.inventoryId) ?? 0) + part.count);
  return map;
}
