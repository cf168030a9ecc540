import { checkout } from '@seed/contract/checkout';
import { ApiError, type ContractClient, ContractInputError } from '@seed/contract/client';
import type { ReplyOf } from '@seed/contract/endpoint';
import { ORDER_NOTE_MAX } from '@seed/domain/checkout-limits';
import type { Locale } from '@seed/domain/locale';
import { data, redirect, redirectDocument } from 'react-router';
import { z } from 'zod';
import { reasonText } from '../../lib/refusals.server';
import { readChoices } from './checkout-choices';
import { orderRefusalText } from './order-refusal.server';

const PayFormSchema = z.object({
  idempotencyKey: z.uuid(),
  paymentMethodId: z.coerce.number().int().positive(),
  orderNote: z.string().trim().max(ORDER_NOTE_MAX).optional(),
  personalNotes: z.string().trim().max(ORDER_NOTE_MAX).optional(),
  isGift: z.literal('1').optional(),
});

const refused = (error: string, status = 400) => data({ error }, status);

/**
 * Pay: places the order with the choices the page showed (hidden fields) and the notes and payment method
 * the shopper gave, under the idempotency key the page got when it loaded, so a double submission or a
 * retry finds the same order. Then on to the gateway, or to the thank-you page when the wallet paid it all.
 * The amounts are never sent: the API prices the order itself.
 */
export async function payAction(api: ContractClient, form: FormData, locale: Locale) {
  const choices = readChoices(form);
  const parsed = PayFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success || choices.addressId === null || choices.deliveryId === null) {
    return refused(reasonText(locale, 'INVALID_DATA'));
  }
  const { orderNote, personalNotes, isGift, ...rest } = parsed.data;
  const body = {
    ...rest,
    deliveryAddressId: choices.addressId,
    deliveryId: choices.deliveryId,
    voucherCode: choices.voucher ?? undefined,
    useWallet: choices.useWallet,
    orderNote: orderNote || undefined,
    personalNotes: personalNotes || undefined,
    isGift: isGift === '1',
  };
  let executed: ReplyOf<typeof checkout.placeOrder>;
  try {
    executed = await api.call(checkout.placeOrder, { body });
  } catch (error) {
    // Choices the contract would refuse (a tampered hidden field) never left the web.
    if (error instanceof ContractInputError) return refused(reasonText(locale, 'INVALID_DATA'));
    // A lapsed session is the sign-in's to handle, not a refusal of the order.
    if (error instanceof ApiError && error.status !== 401) {
      return refused(orderRefusalText(locale, error), error.status);
    }
    throw error;
  }
  // The gateway is another site (or the API's own test page): a document load, not a router navigation.
  if (executed.paymentUrl) throw redirectDocument(executed.paymentUrl, 303);
  throw redirect(`/${locale}/thank-you/${executed.order.id}`, 303);
}
