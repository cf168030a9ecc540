import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { useToast } from '../../components/ui/toast';
import { useLocale } from '../../lib/use-locale';
import { type CartActionResult, type CartIntentName, ENHANCED_FIELD } from './cart-form-fields';

export function cartActionPath(lang: string): string {
  return `/${lang}/cart`;
}

/**
 * A fetcher for changes of the cart. Nothing but the cart is refetched after it (the cart routes opt in
 * through shouldRevalidate), and a refused change shows its reason in a danger toast (spec §8).
 */
export function useCartChange(key: string, onFailure?: (intent: CartIntentName | null) => void) {
  const lang = useLocale();
  const { t } = useTranslation();
  const { toast } = useToast();
  const fetcher = useFetcher<CartActionResult>({ key });
  const result = fetcher.data;
  const failed = useEffectEvent((message: string, intent: CartIntentName | null) => {
    toast({ type: 'danger', message });
    onFailure?.(intent);
  });

  // Once per answer: the effect follows the answer object alone.
  useEffect(() => {
    if (result && !result.ok) failed(result.refusal ?? t('cart.errors.generic'), result.intent);
  }, [result, t]);

  const { submit: send } = fetcher;
  const submit = (intent: CartIntentName, fields: Record<string, string | number>) =>
    send(
      { intent, ...fields, [ENHANCED_FIELD]: '1' },
      { method: 'post', action: cartActionPath(lang), defaultShouldRevalidate: false },
    );
  const busy = fetcher.state !== 'idle';
  const pendingIntent = busy ? (fetcher.formData?.get('intent') as CartIntentName | null) : null;
  return { submit, busy, pendingIntent, formData: fetcher.formData, Form: fetcher.Form };
}
