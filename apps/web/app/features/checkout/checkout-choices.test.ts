import { describe, expect, it } from 'vitest';
import { pickOffered, readChoices } from './checkout-choices';

describe('readChoices', () => {
  it('reads every choice from the query', () => {
    const params = new URLSearchParams(
      'address=12&delivery=zone-1-standard&voucher=%20welcome10%20&wallet=1',
    );
    expect(readChoices(params)).toEqual({
      addressId: 12,
      deliveryId: 'zone-1-standard',
      voucher: 'welcome10',
      useWallet: true,
    });
  });

  it('treats missing or malformed values as not chosen', () => {
    const params = new URLSearchParams(`address=12a&delivery=&voucher=${'X'.repeat(33)}&wallet=yes`);
    expect(readChoices(params)).toEqual({
      addressId: null,
      deliveryId: null,
      voucher: null,
      useWallet: false,
    });
    expect(readChoices(new URLSearchParams('address=12345678901'))).toMatchObject({ addressId: null });
  });

  it('reads a form the same way, ignoring files', () => {
    const form = new FormData();
    form.set('address', '3');
    form.set('voucher', new Blob(['x']));
    expect(readChoices(form)).toMatchObject({ addressId: 3, voucher: null });
  });
});

describe('pickOffered', () => {
  it('keeps the preferred value only when it is offered, else takes the first offered', () => {
    expect(pickOffered(2, [1, 2])).toBe(2);
    expect(pickOffered(3, [1, 2])).toBe(1);
    expect(pickOffered(null, ['a'])).toBe('a');
    expect(pickOffered(1, [])).toBeNull();
  });
});
