import { describe, expect, it } from 'vitest';
import {
  cleanCustomerName,
  currencyOfLabel,
  kuwaitLocalTime,
  parseDisplayValue,
  redirectMethods,
} from './myfatoorah-format';
import type { PaymentMethod } from './payment-gateway';

describe('MyFatoorah currency labels', () => {
  it.each([
    ['1,200.000 KD', 1200, 'KWD'],
    ['8.033 KD', 8.033, 'KWD'],
    ['10.00 SR', 10, 'SAR'],
    ['5.500 BD', 5.5, 'BHD'],
    ['36.40 QR', 36.4, 'QAR'],
    ['3.850 OR', 3.85, 'OMR'],
    ['36.70 AED', 36.7, 'AED'],
    ['1,000.50 USD', 1000.5, 'USD'],
  ])('reads "%s" as %d %s', (text, value, currency) => {
    expect(parseDisplayValue(text)).toEqual({ value, currency });
  });

  it('knows a label or an ISO code, and nothing else', () => {
    expect(currencyOfLabel('KD')).toBe('KWD');
    expect(currencyOfLabel('KWD')).toBe('KWD');
    expect(currencyOfLabel('EGP')).toBeNull();
    expect(parseDisplayValue('12.500')).toBeNull();
  });
});

describe('ExpiryDate as MyFatoorah reads it', () => {
  it('is the Asia/Kuwait wall-clock time (UTC+3) with no offset', () => {
    expect(kuwaitLocalTime(new Date('2026-11-25T21:30:00Z'))).toBe('2026-11-26T00:30:00');
    expect(kuwaitLocalTime(new Date('2026-06-01T08:05:09.999Z'))).toBe('2026-06-01T11:05:09');
  });
});

describe('CustomerName as MyFatoorah accepts it', () => {
  it('keeps letters of any script, digits and spaces', () => {
    expect(cleanCustomerName("Sara-Ann O'Neil (VIP) 😀")).toBe('SaraAnn ONeil VIP');
    expect(cleanCustomerName('سارة عبد_الله ٣')).toBe('سارة عبدالله ٣');
    expect(cleanCustomerName('!!!')).toBe('');
  });
});

describe('payment methods for a redirect to MyFatoorah', () => {
  const method = (code: string, id: number, direct: boolean, embedded: boolean): PaymentMethod => ({
    PaymentMethodId: id,
    PaymentMethodAr: code,
    PaymentMethodEn: code,
    PaymentMethodCode: code,
    IsDirectPayment: direct,
    ServiceCharge: 0,
    TotalAmount: 1,
    CustomerServiceCharge: 0,
    CurrencyIso: 'KWD',
    ImageUrl: '',
    IsEmbeddedSupported: embedded,
    PaymentCurrencyIso: 'KWD',
  });

  it('leaves out Google Pay and direct-payment methods, keeps Apple Pay and STC Pay', () => {
    const kept = redirectMethods([
      method('kn', 1, false, false),
      method('vm', 2, false, true),
      method('ap', 11, false, true),
      method('gp', 32, false, true),
      method('vm', 20, true, true),
      method('vm', 9, true, false),
      method('stc', 14, true, true),
    ]);
    expect(kept.map((m) => m.PaymentMethodId)).toEqual([1, 2, 11, 14]);
  });
});
