// The reasons the payment callback names in `/payment-error?reason=` (the API's payments/settle.ts);
// anything else, its UNKNOWN included, reads as a general failure, so a new code never shows a missing message.
const REASONS = ['DECLINED', 'AMOUNT_MISMATCH', 'EXPIRED', 'PENDING', 'REFUND_DUE'] as const;
export type PaymentErrorReason = (typeof REASONS)[number] | 'GENERIC';

export function paymentErrorReason(raw: string | null): PaymentErrorReason {
  const code = raw?.trim().toUpperCase();
  return REASONS.find((reason) => reason === code) ?? 'GENERIC';
}

/** The `orderId` parameter as an id, or null when it is missing or malformed. */
export function orderIdParam(raw: FormDataEntryValue | null): number | null {
  return typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}
