import { adminOrders, StaffNoteBodySchema, TrackingNumberSchema } from '@seed/contract/admin-orders';
import { ApiError } from '@seed/contract/client';
import { CARRIERS } from '@seed/domain/carriers';
import type { Locale } from '@seed/domain/locale';
import { ORDER_STATUSES } from '@seed/domain/order-status';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';
import type { FormErrorKey, OrderFormResult } from './order-forms';

const note = z.string().trim().max(500).optional();

// The contract's rules, checked here first so the form can say which field is wrong.
const FORMS = {
  move: z.object({ status: z.enum(ORDER_STATUSES), note }),
  ship: z.object({ carrier: z.enum(CARRIERS), trackingNumber: TrackingNumberSchema, note }),
  note: StaffNoteBodySchema,
} as const;

// The message key (admin.orders.errors.*) of each field.
const ERROR_KEYS: Record<string, FormErrorKey> = {
  status: 'status',
  note: 'note',
  carrier: 'carrier',
  trackingNumber: 'tracking',
  text: 'text',
};

function fieldErrors(error: z.ZodError): Record<string, FormErrorKey> {
  const errors: Record<string, FormErrorKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= ERROR_KEYS[field] ?? 'status';
  }
  return errors;
}

/**
 * The order page's forms, by their `intent`: the staff move, shipping, a note. Each answers a 303 back to
 * the order with what was done, or the form's errors in the page's language.
 */
export async function orderAction(
  api: ApiClient,
  locale: Locale,
  orderId: string,
  form: FormData,
  back: string,
) {
  const intent = String(form.get('intent'));
  if (intent !== 'move' && intent !== 'ship' && intent !== 'note') {
    throw data('Unknown form', { status: 400 });
  }
  const fields = Object.fromEntries([...form].filter(([, value]) => value !== ''));
  const parsed = FORMS[intent].safeParse(fields);
  if (!parsed.success) {
    return data<OrderFormResult>({ intent, errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const params = { id: orderId };
  try {
    if (intent === 'note') {
      await api.call(adminOrders.addNote, { params, body: { text: String(fields.text) } });
    } else {
      const body =
        intent === 'ship'
          ? { status: 'SHIPPED' as const, ...(parsed.data as z.output<(typeof FORMS)['ship']>) }
          : (parsed.data as z.output<(typeof FORMS)['move']>);
      await api.call(adminOrders.moveStatus, { params, body });
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data<OrderFormResult>({ intent, refusal: refusalText(locale, error) }, { status: error.status });
  }
  return redirect(`${back}?done=${intent}`, 303);
}
