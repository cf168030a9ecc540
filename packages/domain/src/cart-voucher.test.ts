import { describe, expect, it } from 'vitest';
import {
  normalizeVoucherCode,
  type VoucherRules,
  voucherDiscount,
  voucherProblem,
  voucherTerms,
} from './cart-voucher';

const rules: VoucherRules = {
  percent: 20,
  maxDiscount: 10_000,
  minAmount: 15_000,
  startsAt: new Date('2026-04-01T00:00:00Z'),
  expiresAt: new Date('2026-06-01T00:00:00Z'),
  usageLimit: 500,
  usedCount: 0,
  perUserLimit: 2,
  isActive: true,
};
const now = new Date('2026-05-01T00:00:00Z');
const context = { now, userUses: 0, subtotal: 20_000 };

describe('voucherProblem', () => {
  it('accepts a live voucher', () => {
    expect(voucherProblem(rules, context)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(voucherProblem({ ...rules, isActive: false }, context)).toBe('INACTIVE');
    expect(voucherProblem(rules, { ...context, now: new Date('2026-03-31T23:59:59Z') })).toBe('NOT_STARTED');
    expect(voucherProblem(rules, { ...context, now: new Date('2026-04-01T00:00:00Z') })).toBeNull();
    expect(voucherProblem(rules, { ...context, now: new Date('2026-06-01T00:00:00Z') })).toBe('EXPIRED');
    expect(voucherProblem({ ...rules, usedCount: 500 }, context)).toBe('USED_UP');
    expect(voucherProblem(rules, { ...context, userUses: 2 })).toBe('USED_BY_YOU');
    expect(voucherProblem(rules, { ...context, subtotal: 14_999 })).toBe('BELOW_MINIMUM');
  });

  it('leaves per-user and minimum checks for when the shopper and cart are known', () => {
    expect(voucherProblem(rules, { now, userUses: null, subtotal: null })).toBeNull();
    const open = {
      ...rules,
      startsAt: null,
      expiresAt: null,
      usageLimit: null,
      perUserLimit: null,
      minAmount: null,
    };
    expect(voucherProblem(open, { now, userUses: 99, subtotal: 1 })).toBeNull();
  });
});

describe('voucherDiscount', () => {
  it('takes the percent off, capped', () => {
    expect(voucherDiscount(20_000, 20, 10_000)).toBe(4000);
    expect(voucherDiscount(80_000, 20, 10_000)).toBe(10_000);
    expect(voucherDiscount(80_000, 20, null)).toBe(16_000);
    expect(voucherDiscount(3333, 10, null)).toBe(333);
  });

  it('counts an invalid voucher or an empty cart as nothing', () => {
    expect(voucherDiscount(20_000, 0, null)).toBe(0);
    expect(voucherDiscount(0, 20, null)).toBe(0);
  });
});

describe('normalizeVoucherCode', () => {
  it('finds a code whatever its case and surrounding spaces', () => {
    expect(normalizeVoucherCode('save10')).toBe('SAVE10');
    expect(normalizeVoucherCode('  Save10\t')).toBe('SAVE10');
    expect(normalizeVoucherCode('SAVE-10_a')).toBe('SAVE-10_A');
  });
});

describe('voucherTerms', () => {
  it('keeps a percent voucher and its cap', () => {
    expect(voucherTerms({ percent: 20, maxDiscount: 5000, amountOff: null })).toEqual({
      percent: 20,
      maxDiscount: 5000,
    });
  });

  it('takes a fixed amount off, never more than the subtotal', () => {
    const terms = voucherTerms({ percent: 0, maxDiscount: null, amountOff: 3000 });
    expect(voucherDiscount(10_000, terms.percent, terms.maxDiscount)).toBe(3000);
    expect(voucherDiscount(2000, terms.percent, terms.maxDiscount)).toBe(2000);
  });
});
