// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../lib/admin-catalogue';
import { createI18n, type StorefrontMessages } from '../../../lib/i18n';
import ar from '../../../locales/ar/common.json';
import en from '../../../locales/en/common.json';
import { PaymentSection } from './order-sections';
import type { AdminOrderView } from './order-view.server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

function orderWith(voucher: AdminOrderView['voucher']) {
  return {
    paymentMethod: '2',
    voucher,
    paymentWalletAmount: usd(0),
    subtotal: usd(3_300),
    discount: usd(330),
    total: usd(2_970),
    price: usd(2_970),
    payments: [],
  } as unknown as AdminOrderView;
}

let unmount = () => {};
afterEach(() => unmount());

// The voucher's row of the payment section, isolates removed (they only keep Latin runs whole in Arabic).
function voucherText(order: AdminOrderView, lang: 'ar' | 'en') {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const messages = { ...(lang === 'ar' ? ar : en), admin: ADMIN_MESSAGES[lang] } as StorefrontMessages;
  act(() =>
    root.render(
      <I18nextProvider i18n={createI18n(lang, messages)}>
        <PaymentSection order={order} />
      </I18nextProvider>,
    ),
  );
  unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  const label = lang === 'ar' ? 'القسيمة' : 'Voucher';
  const term = [...container.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent?.replace(/[\u2066-\u2069]/g, '');
}

describe('the orders desk’s voucher', () => {
  it('shows a fixed-amount voucher’s amount in the order’s currency, in both languages', () => {
    const fixed = orderWith({ code: 'EID3', percent: 0, amountOff: usd(330) });
    expect(voucherText(fixed, 'en')).toBe('EID3 (USD 3.30 off)');
    expect(voucherText(fixed, 'ar')).toBe('EID3 (خصم USD 3.30)');
  });

  it('shows a percent voucher’s percent', () => {
    const percent = orderWith({ code: 'SAVE10', percent: 10, amountOff: null });
    expect(voucherText(percent, 'en')).toBe('SAVE10 (10%)');
    expect(voucherText(percent, 'ar')).toBe('SAVE10 (10٪)');
  });
});
