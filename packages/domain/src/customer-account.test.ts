import { describe, expect, it } from 'vitest';
import { assertDeactivatable, parseKwdText, walletAdjustment } from './customer-account';
import { DomainError } from './errors';

describe('walletAdjustment', () => {
  it('credits any amount and debits down to exactly zero', () => {
    expect(walletAdjustment(0, 'CREDIT', 500)).toBe(500);
    expect(walletAdjustment(1500, 'DEBIT', 1500)).toBe(-1500);
  });

  it('refuses a debit past the balance, naming both amounts', () => {
    expect(() => walletAdjustment(1499, 'DEBIT', 1500)).toThrow(
      expect.objectContaining({ reason: 'WALLET_BELOW_ZERO', details: { balance: 1499, amount: 1500 } }),
    );
  });

  it('takes only whole positive fils', () => {
    expect(() => walletAdjustment(10, 'CREDIT', 0)).toThrow(RangeError);
    expect(() => walletAdjustment(10, 'CREDIT', 1.5)).toThrow(RangeError);
  });
});

describe('assertDeactivatable', () => {
  it('refuses oneself and an ADMIN, and lets anyone else go', () => {
    expect(() => assertDeactivatable({ id: 7, role: 'USER' }, 7)).toThrow(
      expect.objectContaining({ reason: 'CANNOT_DEACTIVATE_SELF' }),
    );
    expect(() => assertDeactivatable({ id: 8, role: 'ADMIN' }, 7)).toThrow(DomainError);
    expect(() => assertDeactivatable({ id: 8, role: 'ADMIN' }, 7)).toThrow(
      expect.objectContaining({ reason: 'CANNOT_DEACTIVATE_ADMIN' }),
    );
    expect(() => assertDeactivatable({ id: 8, role: 'ARTIST' }, 7)).not.toThrow();
  });
});

describe('parseKwdText', () => {
  it('reads dinars with up to three decimals, in Latin or Arabic digits', () => {
    expect(parseKwdText('5')).toBe(5000);
    expect(parseKwdText(' 5.25 ')).toBe(5250);
    expect(parseKwdText('0.005')).toBe(5);
    expect(parseKwdText('12,5')).toBe(12500);
    expect(parseKwdText('٥٫٢٥٠')).toBe(5250);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '5.2500', 'abc', '1e3', '5.', '.5', '12345678']) {
      expect(parseKwdText(text), text).toBeNull();
    }
  });
});
