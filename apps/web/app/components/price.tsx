import { formatMoney, type Money } from '@seed/domain/money';
import { useCurrency } from '../lib/currency';

/**
 * Every price on screen, in the spec's format ("KWD 12.50"). While a new currency's prices are on their
 * way it shows a mask in that currency (spec §4) rather than an old amount under a new code. Always
 * left to right, so the code stays before the amount in Arabic text.
 */
export function Price({ money }: { money: Money }) {
  const { pending } = useCurrency();
  return (
    <span dir="ltr" aria-busy={pending ? true : undefined}>
      {pending ? `${pending} ••••` : formatMoney(money)}
    </span>
  );
}
