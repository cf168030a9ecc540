import { describe, expect, it } from 'vitest';
import { readBlocker } from './checkout-blockers';

describe('readBlocker', () => {
  it('reads the kinds the summary sends, with the line of a stock problem', () => {
    expect(readBlocker('EMPTY_CART')).toEqual({ kind: 'EMPTY_CART' });
    expect(readBlocker('PRICE_CHANGED')).toEqual({ kind: 'PRICE_CHANGED' });
    expect(readBlocker('OUT_OF_STOCK:42')).toEqual({ kind: 'OUT_OF_STOCK', lineId: 42 });
    expect(readBlocker('OUT_OF_STOCK:x')).toEqual({ kind: 'OUT_OF_STOCK', lineId: null });
    expect(readBlocker('UNAVAILABLE:7')).toEqual({ kind: 'UNAVAILABLE', lineId: 7 });
    expect(readBlocker('DELIVERY_REQUIRED')).toEqual({ kind: 'DELIVERY_REQUIRED' });
    expect(readBlocker('UNKNOWN_DELIVERY')).toEqual({ kind: 'UNKNOWN_DELIVERY' });
  });

  it('keeps an unknown blocker as a blocker', () => {
    expect(readBlocker('SOMETHING_NEW:1')).toEqual({ kind: 'OTHER' });
  });
});
