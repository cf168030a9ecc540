import { describe, expect, it } from 'vitest';
import { assertBundleComposition } from './cart-bundle';

const parts = [
  { inventoryId: 1, count: 2 },
  { inventoryId: 2, count: 1 },
];

describe('assertBundleComposition', () => {
  it('accepts exactly the bundle, however the items are split', () => {
    const items = [
      { inventoryId: 1, count: 1 },
      { inventoryId: 2, count: 1 },
      { inventoryId: 1, count: 1 },
    ];
    expect(() => assertBundleComposition({ type: 'AGGREGATED', parts }, items)).not.toThrow();
  });

  it('refuses items of another blank item', () => {
    expect(() =>
      assertBundleComposition({ type: 'PICK_ANY', parts }, [{ inventoryId: 3, count: 1 }]),
    ).toThrow(
      expect.objectContaining({
        message: 'Blank item 3 is not part of this bundle',
        reason: 'ITEM_NOT_IN_BUNDLE',
      }),
    );
  });

  it('refuses a missing or extra item in an aggregated bundle, not in a pick-any one', () => {
    const short = [{ inventoryId: 1, count: 2 }];
    expect(() => assertBundleComposition({ type: 'AGGREGATED', parts }, short)).toThrow(
      expect.objectContaining({
        message: 'This bundle takes 1 of blank item 2, not 0',
        reason: 'BUNDLE_INCOMPLETE',
        details: { expected: 1, given: 0 },
      }),
    );
    const extra = [...parts, { inventoryId: 2, count: 1 }];
    expect(() => assertBundleComposition({ type: 'AGGREGATED', parts }, extra)).toThrow(
      expect.objectContaining({ message: expect.stringContaining('not 2'), reason: 'BUNDLE_TOO_MANY_ITEMS' }),
    );
    expect(() => assertBundleComposition({ type: 'PICK_ANY', parts }, short)).not.toThrow();
  });
});
