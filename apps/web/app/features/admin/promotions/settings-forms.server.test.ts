import { createContractClient } from '@seed/contract/client';
import { describe, expect, it } from 'vitest';
import { saveDiscountTiers, saveFreeShipping, saveZone } from './settings-forms.server';
import { saveVoucher } from './voucher-form.server';

/** A client whose transport records what was sent and answers `reply` with `status`. */
function fakeApi(status = 200, reply: unknown = {}) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  // The recorded replies are the test's own stand-ins, not the API's: nothing to check them against.
  const api = createContractClient({
    baseQuery: {},
    checkReplies: false,
    send: async ({ method, url, body }) => {
      sent.push({ method, url, body: typeof body === 'string' ? JSON.parse(body) : body });
      return { status, body: reply };
    },
  });
  return { api, sent };
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('the promotions desk forms', () => {
  it('sends the typed tiers in fils, leaving out the blank rows', async () => {
    const { api, sent } = fakeApi();
    const form = formOf({
      'minSubtotal-0': '30',
      'percent-0': '5',
      'minSubtotal-1': '',
      'percent-1': '',
      'minSubtotal-2': '٦٠',
      'percent-2': '10',
    });
    expect(await saveDiscountTiers(api, 'ar', form)).toBeNull();
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/admin/discount-tiers',
        body: {
          tiers: [
            { minSubtotal: 30_000, percent: 5 },
            { minSubtotal: 60_000, percent: 10 },
          ],
        },
      },
    ]);
  });

  it('names the bad rows instead of calling the API', async () => {
    const { api, sent } = fakeApi();
    expect(
      await saveDiscountTiers(api, 'ar', formOf({ 'minSubtotal-0': 'ثلاثون', 'percent-0': '5' })),
    ).toEqual({
      fields: ['tiers'],
      refusal: null,
    });
    expect(
      await saveZone(
        api,
        'ar',
        formOf({ zoneId: '1', nameEn: 'Kuwait', nameAr: 'الكويت', countryCodes: 'KW' }),
      ),
    ).toMatchObject({
      refusal: null,
    });
    expect(sent).toEqual([]);
  });

  it('reads free delivery per zone or everywhere, and a zone with its countries and prices', async () => {
    const { api, sent } = fakeApi(200, { freeShipping: [] });
    await saveFreeShipping(
      api,
      'en',
      formOf({
        'zoneId-0': '3',
        'minSubtotal-0': '20',
        'isActive-0': 'on',
        'zoneId-1': '',
        'minSubtotal-1': '50',
      }),
    );
    expect(sent[0]?.body).toEqual({
      thresholds: [
        { zoneId: 3, minSubtotal: 20_000, isActive: true },
        { zoneId: null, minSubtotal: 50_000, isActive: false },
      ],
    });
    const zone = fakeApi(200, { id: 3 });
    const problem = await saveZone(
      zone.api,
      'en',
      formOf({
        zoneId: '3',
        nameEn: 'Gulf',
        nameAr: 'الخليج',
        countryCodes: 'ae، sa, OM',
        minDays: '2',
        maxDays: '5',
        isActive: 'on',
        'maxWeight-0': '1000',
        'price-0': '4.5',
      }),
    );
    expect(problem).toBeNull();
    expect(zone.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/admin/delivery/zones/3',
      body: {
        countryCodes: ['AE', 'SA', 'OM'],
        isInternational: false,
        rates: [{ maxWeight: 1000, price: 4500 }],
      },
    });
  });

  it('sends a fixed-amount voucher without percent or cap, with its dates in Kuwait time', async () => {
    const { api, sent } = fakeApi(201, { id: 9 });
    const saved = await saveVoucher(
      api,
      'ar',
      formOf({
        code: 'eid',
        kind: 'AMOUNT',
        percent: '20',
        amountOff: '2',
        maxDiscount: '5',
        startsAt: '2026-12-01T00:00',
        isActive: 'on',
      }),
      null,
    );
    expect(saved).toEqual({ id: 9 });
    expect(sent[0]?.body).toEqual({
      code: 'eid',
      kind: 'AMOUNT',
      amountOff: 2000,
      maxDiscount: null,
      minAmount: null,
      startsAt: '2026-11-30T21:00:00.000Z',
      expiresAt: null,
      usageLimit: null,
      perUserLimit: null,
      isActive: true,
    });
  });

  it('gives the refusal in the page language', async () => {
    const { api } = fakeApi(409, {
      statusCode: 409,
      code: 'CONFLICT',
      message: 'taken',
      reason: 'VOUCHER_CODE_TAKEN',
    });
    const saved = await saveVoucher(api, 'en', formOf({ code: 'EID', kind: 'PERCENT', percent: '10' }), 4);
    expect(saved).toEqual({
      problem: { fields: [], refusal: 'Another voucher already has this code. Choose a different code.' },
    });
  });
});
