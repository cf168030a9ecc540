import { CURRENCIES, currencyOptionLabel, parseCurrency } from '@seed/domain/currency';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrency } from '../lib/currency';
import { useLocale } from '../lib/use-locale';

/**
 * A plain form, so the choice works before (or without) JavaScript: the button inside <noscript> posts
 * it and the server sends the page back. With JavaScript a change applies at once, without a reload.
 */
export function CurrencySelect() {
  const { t } = useTranslation();
  const lang = useLocale();
  const id = useId();
  const { pathname, search } = useLocation();
  const { currency, pending, change } = useCurrency();
  return (
    <form
      method="post"
      action={`/${lang}/currency`}
      className="flex items-center gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        change(parseCurrency(new FormData(event.currentTarget).get('currency')));
      }}
    >
      <input type="hidden" name="redirect" value={`${pathname}${search}`} />
      <label htmlFor={id} className="text-neutral-700">
        {t('currency.label')}
      </label>
      {/* Chromium sizes a select by its font's normal line height, whatever line-height says: Cairo's is
          7 px taller than the fallback's at this size, so a content-sized select grew when Cairo arrived after
          the first paint and moved the whole page down (CLS 0.075 on the English studio). A set height,
          that of the language link beside it, does not depend on which font is drawn. */}
      <select
        id={id}
        name="currency"
        value={pending ?? currency}
        onChange={(event) => change(parseCurrency(event.target.value))}
        className="h-8.5 rounded-md border border-neutral-300 bg-white px-2 py-0"
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {currencyOptionLabel(code, lang)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-md border border-neutral-300 px-2 py-1.5">
          {t('currency.apply')}
        </button>
      </noscript>
    </form>
  );
}
