import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useToast } from '../../components/ui/toast';
import { emitAppEvent } from '../../lib/app-events';
import { useLocale } from '../../lib/use-locale';
import type { CartActionResult } from './cart-form-fields';
import { highlightLines } from './cart-highlight';
import { EnhancedField } from './enhanced-field';

type AddToCartFormProps = {
  className?: string;
  /** The form's fields (productId, colorsToSizesId, printPosition, count) and its submit button. */
  children: ReactNode;
};

/**
 * A form that adds a product to the cart, for the product page to wrap its fields in. With scripts it
 * posts in the background, then opens the cart panel on the new line (spec §4 "newly added"); a refusal
 * (sold out, not enough stock…) shows as a danger toast. Without scripts the browser posts it and lands
 * on the cart page.
 */
export function AddToCartForm({ className, children }: AddToCartFormProps) {
  const lang = useLocale();
  const { t } = useTranslation();
  const { toast } = useToast();
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-add' });
  const result = fetcher.data;
  const answered = useEffectEvent((answer: CartActionResult) => {
    if (answer.ok) {
      highlightLines(answer.changedIds);
      emitAppEvent('cart-open', undefined);
    } else {
      toast({ type: 'danger', message: answer.refusal ?? t('cart.errors.generic') });
    }
  });
  useEffect(() => {
    if (result) answered(result);
  }, [result]);
  return (
    <fetcher.Form
      method="post"
      action={`/${lang}/cart/add`}
      defaultShouldRevalidate={false}
      aria-busy={fetcher.state !== 'idle' || undefined}
      className={className}
    >
      <EnhancedField />
      {children}
    </fetcher.Form>
  );
}
