import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './myfatoorah-webhook';

const SECRET = 'mf-webhook-secret';
const hmac = (text: string) => createHmac('sha256', SECRET).update(text).digest('base64');

const payment = {
  Event: { Code: 1, Name: 'PAYMENT_STATUS_CHANGED' },
  Data: {
    Invoice: { Id: '586170', Status: 'PAID', ExternalIdentifier: null },
    Transaction: { Status: 'SUCCESS', PaymentId: '0707658617' },
    Customer: { Reference: '42' },
  },
};

describe('MyFatoorah webhook v2 signatures', () => {
  it('signs a payment event with the documented fields, or with the library’s Customer.Reference', () => {
    const fields =
      'Invoice.Id=586170,Invoice.Status=PAID,Transaction.Status=SUCCESS,Transaction.PaymentId=0707658617';
    expect(signWebhook(payment, SECRET)).toEqual([
      hmac(`${fields},Invoice.ExternalIdentifier=`),
      hmac(`${fields},Customer.Reference=42`),
    ]);
    expect(verifyWebhook(payment, hmac(`${fields},Customer.Reference=42`), SECRET).verified).toBe(true);
  });

  it('signs a refund event with its own fields', () => {
    const refund = {
      Event: { Code: 2, Name: 'REFUND_STATUS_CHANGED' },
      Data: {
        Refund: { Id: 2840, Status: 'REFUNDED' },
        Amount: { ValueInBaseCurrency: '11.000' },
        ReferencedInvoice: { Id: '586170' },
      },
    };
    const signature = hmac(
      'Refund.Id=2840,Refund.Status=REFUNDED,Amount.ValueInBaseCurrency=11.000,ReferencedInvoice.Id=586170',
    );
    expect(verifyWebhook(refund, signature, SECRET)).toMatchObject({ verified: true });
    expect(() => verifyWebhook(refund, signWebhook(payment, SECRET)[0], SECRET)).toThrow(/Invalid/);
  });
});
