import { describe, expect, it } from 'vitest';
import { orderTotals } from './order-totals';

const base = {
  subtotal: 20_000,
  voucher: null,
  amountPercent: 0,
  deliveryPrice: 1500,
  walletBalance: 0,
  useWallet: false,
};

describe('orderTotals', () => {
  it('adds delivery to the subtotal when nothing else applies', () => {
    expect(orderTotals(base)).toEqual({
      subtotal: 20_000,
      voucherDiscount: 0,
      amountDiscount: 0,
      discount: 0,
      deliveryPrice: 1500,
      total: 21_500,
      walletUsed: 0,
      price: 21_500,
    });
  });

  it('takes the voucher off first, capped, then the discount on amount off the rest', () => {
    const totals = orderTotals({
      ...base,
      subtotal: 40_000,
      voucher: { percent: 10, maxDiscount: 3000 },
      amountPercent: 5,
    });
    expect(totals.voucherDiscount).toBe(3000);
    expect(totals.amountDiscount).toBe(1850);
    expect(totals.discount).toBe(4850);
    expect(totals.total).toBe(40_000 - 4850 + 1500);
  });

  it('never discounts more than the subtotal', () => {
    const totals = orderTotals({ ...base, voucher: { percent: 100, maxDiscount: null }, amountPercent: 10 });
    expect(totals.discount).toBe(20_000);
    expect(totals.total).toBe(1500);
  });

  it('spends the wallet only when asked, and at most the total', () => {
    expect(orderTotals({ ...base, walletBalance: 5000 }).walletUsed).toBe(0);
    const partial = orderTotals({ ...base, walletBalance: 5000, useWallet: true });
    expect(partial).toMatchObject({ walletUsed: 5000, price: 16_500 });
    const full = orderTotals({ ...base, walletBalance: 100_000, useWallet: true });
    expect(full).toMatchObject({ walletUsed: 21_500, price: 0 });
  });

  it('ignores a negative balance or subtotal', () => {
    const totals = orderTotals({ ...base, subtotal: -5, walletBalance: -100, useWallet: true });
    expect(totals).toMatchObject({ subtotal: 0, walletUsed: 0, price: 1500 });
  });
});
