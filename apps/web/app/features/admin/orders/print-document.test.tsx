// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../lib/admin-catalogue';
import { createI18n, type StorefrontMessages } from '../../../lib/i18n';
import ar from '../../../locales/ar/common.json';
import en from '../../../locales/en/common.json';
import type { AdminOrderView } from './order-view.server';
import { PrintDocument } from './print-document';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const kwd = (amount: number) => ({ amount, currency: 'KWD' as const });

function orderOf(isGift: boolean) {
  return {
    id: 41,
    isGift,
    personalNotes: isGift ? 'عيد ميلاد سعيد يا ليلى' : null,
    placedAt: '26 نوفمبر 2026',
    customerName: 'Sara Ali',
    addressView: { name: 'Sara Ali', summary: 'Salmiya, Block 10', phone: '+96555551234' },
    lines: [
      {
        id: 1,
        name: 'قميص النخلة',
        colorName: 'أبيض',
        size: 'M',
        printPosition: 'FRONT',
        count: 2,
        unitPrice: kwd(7_500),
      },
    ],
    subtotal: kwd(15_000),
    discount: kwd(0),
    deliveryPrice: kwd(1_000),
    total: kwd(16_000),
    paymentWalletAmount: kwd(0),
    price: kwd(16_000),
  } as unknown as AdminOrderView;
}

let unmount = () => {};
afterEach(() => unmount());

function render(order: AdminOrderView, kind: 'packingSlip' | 'invoice', lang: 'ar' | 'en') {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const messages = { ...(lang === 'ar' ? ar : en), admin: ADMIN_MESSAGES[lang] } as StorefrontMessages;
  act(() =>
    root.render(
      <I18nextProvider i18n={createI18n(lang, messages)}>
        <PrintDocument order={order} kind={kind} />
      </I18nextProvider>,
    ),
  );
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return container;
}

describe('the printed papers', () => {
  it('prints a gift’s packing slip with its message and without a single price', () => {
    const page = render(orderOf(true), 'packingSlip', 'ar');
    expect(page.querySelector('h1')?.textContent).toBe('قسيمة التعبئة');
    expect(page.textContent).toContain('عيد ميلاد سعيد يا ليلى');
    expect(page.textContent).toContain('قميص النخلة');
    expect(page.textContent).not.toContain('KWD');
    expect([...page.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'المنتج',
      'التفاصيل',
      'الكمية',
    ]);
  });

  it('prints prices on an ordinary packing slip, and the totals on the invoice', () => {
    expect(render(orderOf(false), 'packingSlip', 'en').textContent).toContain('KWD 15.00');
    unmount();
    const invoice = render(orderOf(false), 'invoice', 'en');
    expect(invoice.querySelector('h1')?.textContent).toBe('Invoice');
    expect(invoice.textContent).toContain('Invoice for order #41');
    expect(invoice.textContent).toContain('Bill to');
    expect(invoice.textContent).toMatch(/TotalKWD 16\.00/);
  });
});
