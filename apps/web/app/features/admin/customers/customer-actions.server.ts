import { customers, ReasonBodySchema, WalletAdjustmentBodySchema } from '@seed/contract/customers';
import { parseKwdText } from '@seed/domain/customer-account';
import type { Locale } from '@seed/domain/locale';
import type { StaffPermission } from '@seed/domain/staff-permissions';
import { z } from 'zod';
import { type ApiClient, ApiError } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';

export const CUSTOMER_ACTIONS = ['wallet', 'code', 'deactivate', 'reactivate'] as const;
export type CustomerAction = (typeof CUSTOMER_ACTIONS)[number];

/** The permission each form needs; the API checks it again. */
export const ACTION_PERMISSIONS: Record<CustomerAction, StaffPermission> = {
  wallet: 'wallet',
  code: 'customers',
  deactivate: 'customers',
  reactivate: 'customers',
};

// The wallet form's fields as people type them; the amount becomes fils here, never in the browser.
const WalletFormSchema = z.object({
  direction: WalletAdjustmentBodySchema.shape.direction,
  amount: z
    .string()
    .transform((text, ctx) => {
      const fils = parseKwdText(text);
      if (fils !== null) return fils;
      ctx.addIssue({ code: 'custom', message: 'Not an amount in KWD' });
      return z.NEVER;
    })
    .pipe(WalletAdjustmentBodySchema.shape.amount),
  reason: WalletAdjustmentBodySchema.shape.reason,
});

/** What went wrong with a form: the fields to fix (their own words on the page) or the API's refusal. */
export type ActionProblem = { action: CustomerAction; fields: string[]; refusal: string | null };

const fieldsOf = (error: z.ZodError) => [...new Set(error.issues.map((issue) => String(issue.path[0])))];

/** Validates one of the customer page's forms and makes its call; null when it went through. */
export async function runCustomerAction(
  api: ApiClient,
  locale: Locale,
  id: number,
  action: CustomerAction,
  form: FormData,
): Promise<ActionProblem | null> {
  const text = (name: string) => String(form.get(name) ?? '');
  const problem = (fields: string[], refusal: string | null = null) => ({ action, fields, refusal });
  const params = { id };
  try {
    if (action === 'wallet') {
      const body = WalletFormSchema.safeParse({
        direction: text('direction'),
        amount: text('amount'),
        reason: text('reason'),
      });
      if (!body.success) return problem(fieldsOf(body.error));
      await api.call(customers.adjustWallet, { params, body: body.data });
    } else if (action === 'code') {
      await api.call(customers.sendSignInCode, { params, body: {} });
    } else {
      const body = ReasonBodySchema.safeParse({ reason: text('reason') });
      if (!body.success) return problem(fieldsOf(body.error));
      await api.call(action === 'deactivate' ? customers.deactivate : customers.reactivate, {
        params,
        body: body.data,
      });
    }
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return problem([], refusalText(locale, error));
    throw error;
  }
}
