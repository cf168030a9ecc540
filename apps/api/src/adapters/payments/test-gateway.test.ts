import { describe, expect, it } from 'vitest';
import { GatewayError } from './payment-gateway';
import { TestGateway } from './test-gateway';

describe('the test gateway asked about an invoice it does not hold', () => {
  it('answers FAILED by invoice id: one made before a restart can never be paid', async () => {
    const status = await new TestGateway().getStatus({ key: 'made-before-restart', type: 'InvoiceId' });
    expect(status).toMatchObject({ invoiceId: 'made-before-restart', status: 'FAILED', amount: null });
  });

  it('still refuses an unknown payment id, as a callback with a made-up id must fail', async () => {
    await expect(new TestGateway().getStatus({ key: 'test-nope', type: 'PaymentId' })).rejects.toThrow(
      GatewayError,
    );
  });

  const payment = (expiresAt: Date) => ({
    methodId: 2,
    amount: { amount: 1500, currency: 'KWD' as const },
    reference: '1',
    customer: { name: 'Sara', email: 'sara@example.com' },
    callbackUrl: 'http://store.test/cb',
    errorUrl: 'http://store.test/cb',
    locale: 'en' as const,
    expiresAt,
  });

  it('reports a held invoice as it stands', async () => {
    const gateway = new TestGateway();
    const { invoiceId } = await gateway.createPayment(payment(new Date(Date.now() + 60_000)));
    expect((await gateway.getStatus({ key: invoiceId, type: 'InvoiceId' })).status).toBe('PENDING');
    gateway.settle(invoiceId, true);
    expect((await gateway.getStatus({ key: invoiceId, type: 'InvoiceId' })).status).toBe('PAID');
  });

  it('takes no payment once the invoice has expired: the card is refused', async () => {
    const gateway = new TestGateway();
    const { invoiceId } = await gateway.createPayment(payment(new Date(Date.now() - 1000)));
    gateway.settle(invoiceId, true);
    expect((await gateway.getStatus({ key: invoiceId, type: 'InvoiceId' })).status).toBe('FAILED');
  });
});
