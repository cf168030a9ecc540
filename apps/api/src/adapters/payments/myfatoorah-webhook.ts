import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@seed/domain/errors';
import { z } from 'zod';

const text = z.union([z.string(), z.number()]).nullish();

// Webhook v2, event 1 (PAYMENT_STATUS_CHANGED); other events are acknowledged and ignored.
const MyFatoorahWebhookSchema = z.object({
  Event: z.object({ Code: z.number(), Name: z.string() }),
  Data: z.object({
    Invoice: z.object({ Id: text, Status: text, ExternalIdentifier: text }).partial().optional(),
    Transaction: z.object({ Status: text, PaymentId: text }).partial().optional(),
  }),
});
type MyFatoorahWebhook = z.infer<typeof MyFatoorahWebhookSchema>;

const value = (field: string | number | null | undefined) => (field == null ? '' : String(field));

/**
 * The string MyFatoorah signs for a payment event: the documented fields in their documented order as
 * `key=value` joined by commas, nulls as empty strings.
 */
function signedText(event: MyFatoorahWebhook): string {
  const { Invoice: invoice = {}, Transaction: transaction = {} } = event.Data;
  return [
    `Invoice.Id=${value(invoice.Id)}`,
    `Invoice.Status=${value(invoice.Status)}`,
    `Transaction.Status=${value(transaction.Status)}`,
    `Transaction.PaymentId=${value(transaction.PaymentId)}`,
    `Invoice.ExternalIdentifier=${value(invoice.ExternalIdentifier)}`,
  ].join(',');
}

/** HMAC-SHA256 of the signed text with the webhook secret, base64, as in the MyFatoorah-Signature header. */
export function signWebhook(event: MyFatoorahWebhook, secret: string): string {
  return createHmac('sha256', secret).update(signedText(event), 'utf8').digest('base64');
}

/**
 * A webhook event whose signature matches, else a 401 (unsigned or forged) or a 400 (not an event). Only
 * the event's identifiers are used afterwards: its status is asked of the gateway again.
 */
export function verifyWebhook(
  body: unknown,
  signature: string | undefined,
  secret: string,
): MyFatoorahWebhook {
  if (!signature) throw new DomainError('UNAUTHORIZED', 'Missing MyFatoorah-Signature');
  const parsed = MyFatoorahWebhookSchema.safeParse(body);
  if (!parsed.success) throw new DomainError('INVALID_DATA', 'Not a MyFatoorah webhook event');
  const expected = Buffer.from(signWebhook(parsed.data, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new DomainError('UNAUTHORIZED', 'Invalid MyFatoorah-Signature');
  }
  return parsed.data;
}
