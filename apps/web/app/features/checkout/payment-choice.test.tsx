// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '../../components/ui/testing';
import { PaymentChoice } from './payment-choice';

vi.mock('../../lib/currency', () => ({ useCurrency: () => ({ pending: null }) }));

afterEach(cleanup);

const methods = [
  { id: 1, name: 'KNET', image: null, serviceCharge: null },
  { id: 2, name: 'VISA/MASTER', image: null, serviceCharge: { amount: 250, currency: 'KWD' as const } },
];

describe('PaymentChoice', () => {
  it.each([
    ['en', '+ service charge'],
    ['ar', '+ رسوم خدمة'],
  ] as const)(
    'shows in %s the service charge a method adds before paying, none where the store bears it',
    (lang, words) => {
      const { container } = render(
        <PaymentChoice form="pay" walletCoversAll={false} methods={methods} />,
        lang,
      );
      const [knet, visa] = [...container.querySelectorAll('label')].map((label) => label.textContent);
      expect(knet).toBe('KNET');
      expect(visa).toContain(words);
      expect(visa).toContain('KWD 0.25');
    },
  );
});
