import { DELIVERY_ID_MAX, VOUCHER_CODE_MAX } from '@seed/domain/checkout-limits';

/**
 * The shopper's choices on /checkout that change the summary. They travel as GET parameters (so the page
 * works without scripts and a reload keeps them) and come back as hidden fields of the pay form.
 */
export type CheckoutChoices = {
  addressId: number | null;
  deliveryId: string | null;
  voucher: string | null;
  useWallet: boolean;
};

export const CHOICE_PARAMS = {
  address: 'address',
  delivery: 'delivery',
  voucher: 'voucher',
  wallet: 'wallet',
} as const;

function text(value: string | null, max: number): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.length > max ? null : trimmed;
}

/** Reads the choices from a query string or a form; anything malformed counts as not chosen. */
export function readChoices(params: { get(name: string): FormDataEntryValue | null }): CheckoutChoices {
  const get = (name: string) => {
    const value = params.get(name);
    return typeof value === 'string' ? value : null;
  };
  const address = get(CHOICE_PARAMS.address);
  return {
    addressId: address && /^\d{1,10}$/.test(address) ? Number(address) : null,
    deliveryId: text(get(CHOICE_PARAMS.delivery), DELIVERY_ID_MAX),
    voucher: text(get(CHOICE_PARAMS.voucher), VOUCHER_CODE_MAX),
    useWallet: get(CHOICE_PARAMS.wallet) === '1',
  };
}

/** The first of the preferred id and the offered ones that is actually offered. */
export function pickOffered<T>(preferred: T | null, offered: readonly T[]): T | null {
  if (preferred !== null && offered.includes(preferred)) return preferred;
  return offered[0] ?? null;
}
