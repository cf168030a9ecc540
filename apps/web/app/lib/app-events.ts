import type { Currency } from '@seed/domain/currency';

// The spec's window events (§2, §4): parts built apart (the cart panel, analytics) meet through them
// instead of importing each other. The names are the spec's own.
type AppEvents = {
  'cart-open': undefined;
  'cart-close': undefined;
  'currency-changed': { currency: Currency };
  'new-currency-data': { currency: Currency };
};

export function emitAppEvent<Name extends keyof AppEvents>(name: Name, detail: AppEvents[Name]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
