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
    ).toThrow('Blank item 3 is not part of this bundle');
  });

  it('refuses a missing or extra item in an aggregated bundle, not in a pick-any one', () => {
    const short = [{ inventoryId: 1, count: 2 }];
    expect(() => assertBundleComposition({ type: 'AGGREGATED', parts }, short)).toThrow(
      'This bundle takes 1 of blank item 2, not 0',
    );
    const extra = [...parts, { inventoryId: 2, count: 1 }];
    expect(() => assertBundleComposition({ type: 'AGGREGATED', parts }, extra)).toThrow('not 2');
    expect(() => assertBundleComposition({ type: 'PICK_ANY', parts }, short)).not.toThrow();
  });
});
