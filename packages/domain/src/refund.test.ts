import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { allocateRefund, assertLineCounts, linesValue, openCounts, refundable } from './refund';

const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.reason : String(error);
  }
  return null;
};

describe('refundable', () => {
  it('is everything paid at first, the card part being what the card paid', () => {
    expect(refundable({ card: 7000, wallet: 3000 }, { card: 0, wallet: 0 })).toEqual({
      total: 10000,
      card: 7000,
    });
  });

  it('gives the wallet its own part back first, then card money', () => {
    expect(refundable({ card: 7000, wallet: 3000 }, { card: 0, wallet: 2000 })).toEqual({
      total: 8000,
      card: 7000,
    });
    expect(refundable({ card: 7000, wallet: 3000 }, { card: 0, wallet: 5000 })).toEqual({
      total: 5000,
      card: 5000,
    });
    expect(refundable({ card: 7000, wallet: 3000 }, { card: 4000, wallet: 3000 })).toEqual({
      total: 3000,
      card: 3000,
    });
  });

  it('never goes below nothing', () => {
    expect(refundable({ card: 1000, wallet: 0 }, { card: 1000, wallet: 0 })).toEqual({ total: 0, card: 0 });
  });
});

describe('allocateRefund', () => {
  const left = { total: 10000, card: 7000 };

  it('sends a wallet refund wholly to the wallet', () => {
    expect(allocateRefund(9000, 'WALLET', left)).toEqual({ card: 0, wallet: 9000 });
  });

  it('sends a card refund to the card up to what the card paid, the wallet-paid rest to the wallet', () => {
    expect(allocateRefund(5000, 'CARD', left)).toEqual({ card: 5000, wallet: 0 });
    expect(allocateRefund(10000, 'CARD', left)).toEqual({ card: 7000, wallet: 3000 });
  });

  it('refuses more than is left, and nothing', () => {
    expect(reasonOf(() => allocateRefund(10001, 'WALLET', left))).toBe('REFUND_EXCEEDS_PAID');
    expect(reasonOf(() => allocateRefund(0, 'CARD', left))).toBe('REFUND_NOTHING');
    expect(reasonOf(() => allocateRefund(1.5, 'CARD', left))).toBe('REFUND_NOTHING');
  });
});

describe('linesValue', () => {
  it('is the lines price less their share of the discount', () => {
    const lines = [
      { unitPrice: 5000, count: 2, refundCount: 1 },
      { unitPrice: 3000, count: 1, refundCount: 1 },
    ];
    expect(linesValue(lines, { subtotal: 13000, discount: 0 })).toBe(8000);
    expect(linesValue(lines, { subtotal: 13000, discount: 1300 })).toBe(7200);
  });
});

describe('line counts', () => {
  const open = openCounts(
    [
      { id: 1, count: 3 },
      { id: 2, count: 1 },
    ],
    [{ lineId: 1, count: 2 }],
  );

  it('counts what is still open', () => {
    expect([...open]).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('refuses unknown or repeated lines and counts beyond what is open', () => {
    expect(reasonOf(() => assertLineCounts([{ lineId: 1, count: 1 }], open))).toBeNull();
    expect(reasonOf(() => assertLineCounts([{ lineId: 9, count: 1 }], open))).toBe('REFUND_LINE_UNKNOWN');
    expect(
      reasonOf(() =>
        assertLineCounts(
          [
            { lineId: 2, count: 1 },
            { lineId: 2, count: 1 },
          ],
          open,
        ),
      ),
    ).toBe('REFUND_LINE_UNKNOWN');
    expect(reasonOf(() => assertLineCounts([{ lineId: 1, count: 2 }], open))).toBe(
      'REFUND_LINE_COUNT_EXCEEDED',
    );
  });
});
