import type { Incoming } from '@seed/contract/client';
import { describe, expect, it } from 'vitest';
import { fakeTransportApi } from '../../lib/fake-api';
import { checkAddress, saveAddress } from './address-submission.server';

const KUWAIT = {
  firstName: 'سارة',
  lastName: 'علي',
  phone: '+965 5555 1234',
  country: 'KW',
  state: 'HA',
  area: 'الخالدية',
  block: '3',
  street: '15',
  building: '22',
};

const saved = {
  ...Object.fromEntries(
    [
      'addressNickname',
      'addressType',
      'city',
      'avenue',
      'floor',
      'apartment',
      'addressLine1',
      'addressLine2',
      'postalCode',
      'address',
      'additional',
    ].map((field) => [field, null]),
  ),
  ...KUWAIT,
  id: 9,
  lat: null,
  lng: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// The API as the host would answer: one reply for every call, and what was sent.
const apiAnswering = (reply: Incoming) => fakeTransportApi(() => reply);

describe('checking an address before the API does', () => {
  it("names the fields longer than the contract's limits", () => {
    expect(checkAddress({ ...KUWAIT, block: '1'.repeat(51), street: '1'.repeat(200) })).toEqual({
      block: 'tooLong',
    });
  });

  it('refuses a phone number the contract would refuse', () => {
    expect(checkAddress({ ...KUWAIT, phone: '5555' })).toEqual({ phone: 'phone' });
    expect(checkAddress({ ...KUWAIT, phone: 'call me' })).toEqual({ phone: 'phone' });
    expect(checkAddress(KUWAIT)).toEqual({});
  });
});

describe('saving an address', () => {
  it('creates it when it has no id, and replaces it when it has one', async () => {
    const { api, sent } = apiAnswering({ status: 201, body: saved });
    expect(await saveAddress(api, 'ar', KUWAIT)).toEqual({ address: saved });
    expect(await saveAddress(api, 'ar', KUWAIT, 9)).toEqual({ address: saved });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /users/delivery/address',
      'PUT /users/delivery/address/9',
    ]);
  });

  it("answers a refusal in the page's language, with the places it names", async () => {
    const { api } = apiAnswering({
      status: 400,
      body: {
        statusCode: 400,
        code: 'INVALID_DATA',
        reason: 'ADDRESS_AREA_NOT_IN_STATE',
        message: 'Khaldiya is in the Capital governorate',
        details: { placeAr: 'الخالدية', stateAr: 'العاصمة', placeEn: 'Khaldiya', stateEn: 'Capital' },
      },
    });
    expect(await saveAddress(api, 'ar', KUWAIT)).toEqual({
      message: 'منطقة الخالدية تتبع محافظة العاصمة. اختر هذه المحافظة أو منطقة أخرى.',
    });
    expect(await saveAddress(api, 'en', KUWAIT)).toEqual({
      message: 'Khaldiya is in the Capital governorate. Choose that governorate, or another area.',
    });
  });
});
