import { type Currency, DEFAULT_CURRENCY } from '@seed/domain/currency';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { emitAppEvent } from './app-events';

type CurrencyState = {
  /** The currency the data on screen is in. */
  currency: Currency;
  /** A newly chosen currency whose prices are still being fetched; prices are masked meanwhile. */
  pending: Currency | null;
  change(next: Currency): void;
};

const CurrencyContext = createContext<CurrencyState>({
  currency: DEFAULT_CURRENCY,
  pending: null,
  change: () => undefined,
});

export function useCurrency(): CurrencyState {
  return useContext(CurrencyContext);
}

/**
 * The currency change of spec §4: store the choice (the resource route sets the cookie that every API
 * call forwards), announce it, refetch every loader on the page, announce the new data. A failure is only
 * logged, as the spec says; the page keeps its old prices.
 */
export function CurrencyProvider({
  currency,
  action,
  children,
}: {
  currency: Currency;
  /** The resource route that stores the choice. */
  action: string;
  children: ReactNode;
}) {
  const { revalidate } = useRevalidator();
  const [chosen, setChosen] = useState<Currency | null>(null);
  // Cleared by the loaders' own answer rather than by a flag, so prices unmask in the render that
  // brings the new ones.
  const pending = chosen !== null && chosen !== currency ? chosen : null;

  const change = useCallback(
    async (next: Currency) => {
      setChosen(next);
      try {
        const response = await fetch(action, {
          method: 'POST',
          body: new URLSearchParams({ currency: next }),
        });
        if (!response.ok) throw new Error(`Storing the currency failed with ${response.status}`);
        emitAppEvent('currency-changed', { currency: next });
        await revalidate();
        emitAppEvent('new-currency-data', { currency: next });
      } catch (error) {
        console.error('Error while updating the prices', error);
        setChosen(null);
      }
    },
    [action, revalidate],
  );

  const value = useMemo(() => ({ currency, pending, change }), [currency, pending, change]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
