import type { Incoming } from '@seed/contract/client';
import { describe, expect, it } from 'vitest';
import { fakeTransportApi } from '../../lib/fake-api';
import { loadOrder, loadOrdersPage } from './order-api.server';

const kwd = (amount: number) => ({ amount, currency: 'KWD' });

// As the API serialises it: timestamps are ISO text in the JSON.
const summary = {
  id: 42,
  status: 'PAYMENT_FAILED',
  createdAt: '2026-03-01T09:30:00.000Z',
  price: kwd(7500),
  total: kwd(7500),
  itemsCount: 1,
  expectedDeliveryDate: '2026-03-05',
  currency: 'KWD',
};

const detail = {
  ...summary,
  subtotal: kwd(6000),
  deliveryPrice: kwd(1500),
  discount: kwd(0),
  percent: 0,
  paymentMethod: '2',
  notes: null,
  orderNote: null,
  personalNotes: null,
  isGift: false,
  isUsedWallet: false,
  paymentWalletAmount: kwd(0),
  orderType: 'ONLINE',
  isOfflineOrder: false,
  internationalOrder: false,
  address: { firstName: 'سارة', lastName: 'علي', country: 'KW', phone: '+965 5555 1234' },
  orderProducts: [
    {
      id: 1,
      productId: 7,
      nameEn: 'Falcon tee',
      nameAr: 'قميص الصقر',
      unitPrice: kwd(6000),
      count: 1,
      printPosition: 'FRONT',
      color: { nameEn: 'Black', nameAr: 'أسود', value: '#000000' },
      size: 'M',
      media: null,
      bundleId: null,
      uniqueKey: null,
    },
  ],
  statusHistory: [
    { fromStatus: null, toStatus: 'PENDING_PAYMENT', createdAt: '2026-03-01T09:30:00.000Z', note: null },
    {
      fromStatus: 'PENDING_PAYMENT',
      toStatus: 'PAYMENT_FAILED',
      createdAt: '2026-03-01T09:35:00.000Z',
      note: null,
    },
  ],
};

// The API as the host would answer it, checking every reply against the contract.
const apiAnswering = (reply: Incoming) => fakeTransportApi(() => reply);

describe('loadOrdersPage', () => {
  it('asks for one page of orders and writes their days in the page language', async () => {
    const { api, sent } = apiAnswering({
      status: 200,
      body: { orders: [summary], hasMore: true, limit: 10, offset: 20 },
    });
    const page = await loadOrdersPage(api, 3, 'en');
    expect(sent[0]?.url).toBe('/users/my/orders?limit=10&offset=20');
    expect(page).toEqual({
      hasMore: true,
      orders: [
        { id: 42, status: 'PAYMENT_FAILED', createdAt: 'March 1, 2026', total: kwd(7500), itemsCount: 1 },
      ],
    });
  });
});

describe('loadOrder', () => {
  it('shows an order in Arabic, and a failed one without wallet or voucher can be paid again', async () => {
    const { api, sent } = apiAnswering({ status: 200, body: { order: detail } });
    const order = await loadOrder(api, '42', 'ar');
    expect(sent[0]?.url).toBe('/users/my/order/42');
    expect(order.retryable).toBe(true);
    expect(order.lines[0]).toMatchObject({ name: 'قميص الصقر', color: { name: 'أسود', value: '#000000' } });
    expect(order.address).toMatchObject({ title: 'سارة علي', phone: '+965 5555 1234' });
    expect(order.history.map((entry) => entry.status)).toEqual(['PENDING_PAYMENT', 'PAYMENT_FAILED']);
  });

  it('answers the 404 page for an unknown order, and for a malformed id without asking', async () => {
    const { api, sent } = apiAnswering({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', reason: 'ORDER_NOT_FOUND', message: 'Order not found' },
    });
    await expect(loadOrder(api, '42', 'ar')).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadOrder(api, '4x2', 'ar')).rejects.toMatchObject({ init: { status: 404 } });
    expect(sent).toHaveLength(1);
  });
});
