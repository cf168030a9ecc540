import { adminPayouts, MarkPaidBodySchema } from '@seed/contract/admin-payouts';
import { parseKwdText } from '@seed/domain/customer-account';
import type { Locale } from '@seed/domain/locale';
import { z } from 'zod';
import { type ApiClient, ApiError } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';

export const PAYOUT_ACTIONS = ['batch', 'clear', 'settings', 'paid'] as const;
export type PayoutAction = (typeof PAYOUT_ACTIONS)[number];

// Amounts are typed in KWD (Arabic digits too) and become fils here, never in the browser.
const kwdField = z.string().transform((text, ctx) => {
  const fils = parseKwdText(text);
  if (fils !== null) return fils;
  ctx.addIssue({ code: 'custom', message: 'Not an amount in KWD' });
  return z.NEVER;
});

const SettingsFormSchema = z.object({
  marginMinFils: kwdField,
  marginMaxFils: kwdField,
  payoutMinimumFils: kwdField,
  reason: z.string(),
});

export type PayoutProblem = { action: PayoutAction; fields: string[]; refusal: string | null };
export type PayoutOutcome = { done: PayoutAction; batchId?: number; cleared?: number } | PayoutProblem;

const fieldsOf = (error: z.ZodError) => [...new Set(error.issues.map((issue) => String(issue.path[0])))];

/** Validates one of the payouts desk's forms and makes its call. */
export async function runPayoutAction(
  api: ApiClient,
  locale: Locale,
  action: PayoutAction,
  form: FormData,
): Promise<PayoutOutcome> {
  const text = (name: string) => String(form.get(name) ?? '');
  const problem = (fields: string[], refusal: string | null = null) => ({ action, fields, refusal });
  try {
    if (action === 'batch') {
      const batch = await api.call(adminPayouts.createBatch, { body: {} });
      return { done: action, batchId: batch.id };
    }
    if (action === 'clear') {
      const { cleared } = await api.call(adminPayouts.clear, { body: {} });
      return { done: action, cleared };
    }
    if (action === 'settings') {
      const form = SettingsFormSchema.safeParse({
        marginMinFils: text('marginMin'),
        marginMaxFils: text('marginMax'),
        payoutMinimumFils: text('payoutMinimum'),
        reason: text('reason'),
      });
      if (!form.success) return problem(fieldsOf(form.error));
      await api.call(adminPayouts.saveSettings, { body: form.data });
      return { done: action };
    }
    const payoutId = Number(text('payoutId'));
    const body = MarkPaidBodySchema.safeParse({ reference: text('reference') });
    if (!body.success || !Number.isInteger(payoutId) || payoutId < 1) return problem(['reference']);
    await api.call(adminPayouts.markPaid, { params: { id: payoutId }, body: body.data });
    return { done: action };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && action === 'settings') {
      return problem(['marginMaxFils'], refusalText(locale, error));
    }
    if (error instanceof ApiError && error.status !== 401) return problem([], refusalText(locale, error));
    throw error;
  }
}
