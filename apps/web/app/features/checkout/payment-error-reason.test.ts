import { describe, expect, it } from 'vitest';
import { orderIdParam, paymentErrorReason } from './payment-error-reason';

describe('paymentErrorReason', () => {
  it('knows the callback reasons, whatever their case', () => {
    expect(paymentErrorReason('DECLINED')).toBe('DECLINED');
    expect(paymentErrorReason('amount_mismatch')).toBe('AMOUNT_MISMATCH');
    expect(paymentErrorReason('EXPIRED')).toBe('EXPIRED');
    expect(paymentErrorReason('PENDING')).toBe('PENDING');
    expect(paymentErrorReason('refund_due')).toBe('REFUND_DUE');
  });

  it('reads anything else as a general failure', () => {
    expect(paymentErrorReason(null)).toBe('GENERIC');
    expect(paymentErrorReason('UNKNOWN')).toBe('GENERIC');
    expect(paymentErrorReason('<script>')).toBe('GENERIC');
  });
});

describe('orderIdParam', () => {
  it('takes only a plain number', () => {
    expect(orderIdParam('42')).toBe(42);
    expect(orderIdParam('42x')).toBeNull();
    expect(orderIdParam('')).toBeNull();
    expect(orderIdParam(null)).toBeNull();
  });
});
