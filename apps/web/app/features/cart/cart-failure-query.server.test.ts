import { describe, expect, it } from 'vitest';
import { cartFailureQuery, readCartFailure } from './cart-failure-query.server';

describe('cart failure query', () => {
  it('carries a refusal and its numbers to the cart page, which says it in its language', () => {
    const query = cartFailureQuery({ reason: 'NOT_ENOUGH_STOCK', details: { available: 2 } });
    expect(query.toString()).toBe('cartError=NOT_ENOUGH_STOCK&cartError.available=2');
    expect(readCartFailure(query, 'ar')).toEqual({ refusal: 'المتوفر من هذا اللون والمقاس 2 فقط.' });
    expect(readCartFailure(query, 'en')).toEqual({ refusal: 'Only 2 left of this colour and size.' });
  });

  it('says nothing of its own for a failure that was ours, or a reason it cannot read', () => {
    expect(readCartFailure(cartFailureQuery(null), 'ar')).toEqual({ refusal: null });
    expect(readCartFailure(new URLSearchParams('cartError=<b>hi</b>'), 'ar')).toEqual({ refusal: null });
  });

  it('drops words a link puts in the details', () => {
    const query = new URLSearchParams('cartError=NOT_ENOUGH_STOCK&cartError.available=call+us');
    expect(readCartFailure(query, 'en')).toEqual({
      refusal: 'Only {{available}} left of this colour and size.',
    });
  });

  it('is silent when nothing failed', () => {
    expect(readCartFailure(new URLSearchParams('voucher=WELCOME10'), 'en')).toBeNull();
  });
});
