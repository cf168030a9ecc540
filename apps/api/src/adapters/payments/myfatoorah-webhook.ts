import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@seed/domain/errors';
import { z } from 'zod';

const MyFatoorahWebhookSchema = z.object({
  Event: z.object({ Code: z.number().int(), Name: z.string() }),
  Data: z.record(z.string(), z.unknown()),
});
type MyFatoorahWebhook = z.infer<typeof MyFatoorahWebhookSchema>;

const PAYMENT_FIELDS = ['Invoice.Id', 'Invoice.Status', 'Transaction.Status', 'Transaction.PaymentId'];

/**
 * The fields MyFatoorah signs for each webhook v2 event, in order. For a payment event the documentation
 * ends the list with Invoice.ExternalIdentifier, MyFatoorah's PHP library with Customer.Reference: both
 * are accepted (each is a full HMAC with the secret) until a sandbox event settles which one is sent.
 */
const SIGNED_FIELDS: Readonly<Record<number, readonly (readonly string[])[]>> = {
  1: [
    [...PAYMENT_FIELDS, 'Invoice.ExternalIdentifier'],
    [...PAYMENT_FIELDS, 'Customer.Reference'],
  ],
  2: [['Refund.Id', 'Refund.Status', 'Amount.ValueInBaseCurrency', 'ReferencedInvoice.Id']],
  3: [['Deposit.Reference', 'Deposit.ValueInBaseCurrency', 'Deposit.NumberOfTransactions']],
  4: [['Supplier.Code', 'KycDecision.Status']],
  5: [['Recurring.Id', 'Recurring.Status', 'Recurring.InitialInvoiceId']],
};

/** A field of the event's data ("Invoice.Id") as MyFatoorah writes it in the signed text: null as ''. */
export function webhookField(data: Record<string, unknown>, path: string): string {
  const [object, field] = path.split('.') as [string, string];
  const value = (data[object] as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

const sign = (text: string, secret: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('base64');

/**
 * HMAC-SHA256 (base64) of the event's signed fields as `key=value` joined by commas, for each field list
 * its code may be signed with; empty for an event code the store does not know.
 */
export function signWebhook(event: MyFatoorahWebhook, secret: string): string[] {
  return (SIGNED_FIELDS[event.Event.Code] ?? []).map((fields) =>
    sign(fields.map((path) => `${path}=${webhookField(event.Data, path)}`).join(','), secret),
  );
}

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export type VerifiedWebhook = MyFatoorahWebhook & {
  /** False for an event code whose signed fields the store does not know: it is acknowledged, never used. */
  verified: boolean;
};

/**
 * A webhook v2 event whose signature matches the fields its own code signs, else a 401 (unsigned or
 * forged) or a 400 (not an event). Only the event's identifiers are used afterwards: a payment's status is
 * asked of the gateway again.
 */
export function verifyWebhook(body: unknown, signature: string | undefined, secret: string): VerifiedWebhook {
  if (!signature) throw new DomainError('UNAUTHORIZED', 'Missing MyFatoorah-Signature');
  const parsed = MyFatoorahWebhookSchema.safeParse(body);
  if (!parsed.success) throw new DomainError('INVALID_DATA', 'Not a MyFatoorah webhook event');
  if (!(parsed.data.Event.Code in SIGNED_FIELDS)) return { ...parsed.data, verified: false };
  if (!signWebhook(parsed.data, secret).some((expected) => same(expected, signature))) {
    throw new DomainError('UNAUTHORIZED', 'Invalid MyFatoorah-Signature');
  }
  return { ...parsed.data, verified: true };
}
