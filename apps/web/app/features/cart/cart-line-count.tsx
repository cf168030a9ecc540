import { incrementCount, MAX_ITEM_COUNT, MIN_ITEM_COUNT } from '@seed/domain/cart-line';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import type { CartLineView } from './cart-view';
import { EnhancedField } from './enhanced-field';
import { cartActionPath, type useCartChange } from './use-cart-change';

type CartLineCountProps = {
  line: CartLineView;
  /** The count to show: the line's, or the one just asked for while it is on its way. */
  count: number;
  disabled: boolean;
  change: ReturnType<typeof useCartChange>;
};

/**
 * − count +, as a form whose buttons post the new count: it works before scripts load (the cart page),
 * and the decrement is disabled at 1, the lowest count (spec §5).
 */
export function CartLineCount({ line, count, disabled, change }: CartLineCountProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const location = useLocation();
  const { Form } = change;
  const button =
    'flex size-8 items-center justify-center text-lg leading-none hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent';
  return (
    <Form method="post" action={cartActionPath(lang)} defaultShouldRevalidate={false}>
      <input type="hidden" name="intent" value="count" />
      <input type="hidden" name="id" value={line.id} />
      <input type="hidden" name="redirect" value={`${location.pathname}${location.search}`} />
      <EnhancedField />
      <fieldset className="flex items-center rounded-md border border-neutral-300">
        <legend className="sr-only">{t('cart.quantity', { name: line.name })}</legend>
        <button
          type="submit"
          name="count"
          value={count - 1}
          disabled={disabled || count <= MIN_ITEM_COUNT}
          aria-label={t('cart.decrease', { name: line.name })}
          className={`${button} rounded-s-md`}
        >
          −
        </button>
        <output aria-live="polite" className="min-w-8 text-center tabular-nums">
          {count}
        </output>
        <button
          type="submit"
          name="count"
          value={incrementCount(count)}
          disabled={disabled || count >= MAX_ITEM_COUNT}
          aria-label={t('cart.increase', { name: line.name })}
          className={`${button} rounded-e-md`}
        >
          +
        </button>
      </fieldset>
    </Form>
  );
}
