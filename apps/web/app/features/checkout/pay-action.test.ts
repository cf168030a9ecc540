import type { Incoming } from '@seed/contract/client';
import { formatMoneyText } from '@seed/domain/money';
import { describe, expect, it } from 'vitest';
import { fakeTransportApi } from '../../lib/fake-api';
import { CHOICE_PARAMS } from './checkout-choices';
import { payAction } from './pay-action.server';

// The API as the host would answer it, checking every reply against the contract.
const apiAnswering = (reply: Incoming) => fakeTransportApi(() => reply);

function payForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const all = {
    idempotencyKey: '0b9d4c52-5f6e-4d8a-9c1e-2f4b6a8d0e13',
    paymentMethodId: '2',
    [CHOICE_PARAMS.address]: '9',
    [CHOICE_PARAMS.delivery]: 'standard',
    [CHOICE_PARAMS.voucher]: 'WELCOME10',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return form;
}

const refusal = (reason: string, details?: Record<string, string | number>) => ({
  status: 400,
  body: { statusCode: 400, code: 'INVALID_DATA', reason, details, message: 'English for API clients' },
});

describe('payAction', () => {
  it('says why the API refused the order, in Arabic, with the amounts its text names', async () => {
    const { api, sent } = apiAnswering(refusal('VOUCHER_BELOW_MINIMUM', { minimum: 10000, currency: 'KWD' }));
    const answer = await payAction(api, payForm(), 'ar');
    expect(JSON.parse(sent[0]?.body as string)).toMatchObject({
      deliveryAddressId: 9,
      deliveryId: 'standard',
      paymentMethodId: 2,
      voucherCode: 'WELCOME10',
      useWallet: false,
      isGift: false,
    });
    expect(answer).toMatchObject({
      data: {
        error: `تتطلب هذه القسيمة طلبًا بقيمة ${formatMoneyText({ amount: 10000, currency: 'KWD' })} على الأقل.`,
      },
      init: { status: 400 },
    });
  });

  it('never shows the English message', async () => {
    const { api } = apiAnswering(refusal('VOUCHER_EXPIRED'));
    const answer = await payAction(api, payForm(), 'en');
    expect(answer).toMatchObject({ data: { error: 'This voucher has expired.' } });
  });

  it('refuses a form without a payment method before asking the API', async () => {
    const { api, sent } = apiAnswering(refusal('CART_EMPTY'));
    const answer = await payAction(api, payForm({ paymentMethodId: '' }), 'ar');
    expect(sent).toHaveLength(0);
    expect(answer).toMatchObject({ data: { error: 'تعذّر قبول هذه البيانات. راجعها وحاول مرة أخرى.' } });
  });

  it('refuses choices the contract would refuse before asking the API', async () => {
    const { api, sent } = apiAnswering(refusal('CART_EMPTY'));
    const answer = await payAction(api, payForm({ paymentMethodId: '99999999999' }), 'en');
    expect(sent).toHaveLength(0);
    expect(answer).toMatchObject({ data: { error: 'This could not be accepted. Check it and try again.' } });
  });

  it('goes to the gateway once the order is placed', async () => {
    const order = {
      id: 42,
      status: 'PENDING_PAYMENT',
      createdAt: '2026-03-01T09:30:00.000Z',
      price: { amount: 7500, currency: 'KWD' },
      total: { amount: 7500, currency: 'KWD' },
      itemsCount: 1,
      expectedDeliveryDate: null,
      currency: 'KWD',
    };
    const { api } = apiAnswering({ status: 201, body: { order, paymentUrl: 'https://pay.example/42' } });
    const thrown = await payAction(api, payForm(), 'en').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('https://pay.example/42');
  });
});
