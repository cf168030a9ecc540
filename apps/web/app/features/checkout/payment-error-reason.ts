import { PAYMENT_FAILURE_REASONS } from '@seed/contract/payments';

export type PaymentErrorReason = (typeof PAYMENT_FAILURE_REASONS)[number] | 'GENERIC';

/**
 * The reason the payment callback names in `/payment-error?reason=`; anything else, its UNKNOWN included,
 * reads as a general failure, so a reason the page has no words for never shows a missing message.
 */
export function paymentErrorReason(raw: string | null): PaymentErrorReason {
  const given = raw?.trim().toUpperCase();
  return PAYMENT_FAILURE_REASONS.find((reason) => reason === given) ?? 'GENERIC';
}

/** The `orderId` parameter as an id, or null when it is missing or malformed. */
export function orderIdParam(raw: FormDataEntryValue | null): number | null {
  return typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}
