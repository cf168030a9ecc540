import { adminVouchers, VoucherBodySchema } from '@seed/contract/admin-promotions';
import type { Locale } from '@seed/domain/locale';
import type { z } from 'zod';
import { type ApiClient, ApiError } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';
import type { FormProblem } from './form-parts';
import { optionalFils, optionalMoment, optionalWhole } from './form-values';

export const fieldsOf = (error: z.ZodError) => [
  ...new Set(error.issues.map((issue) => String(issue.path[0]))),
];

/** The voucher form as the contract's body: amounts typed in KWD become fils here, never in the browser. */
function voucherBody(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  const kind = text('kind');
  const nullable = <T>(value: T | undefined) => (value === undefined ? null : value);
  return VoucherBodySchema.safeParse({
    code: text('code'),
    kind,
    percent: kind === 'PERCENT' ? optionalWhole(text('percent')) : undefined,
    amountOff: kind === 'AMOUNT' ? optionalFils(text('amountOff')) : undefined,
    maxDiscount: kind === 'PERCENT' ? nullable(optionalFils(text('maxDiscount'))) : null,
    minAmount: nullable(optionalFils(text('minAmount'))),
    startsAt: nullable(optionalMoment(text('startsAt'))),
    expiresAt: nullable(optionalMoment(text('expiresAt'))),
    usageLimit: nullable(optionalWhole(text('usageLimit'))),
    perUserLimit: nullable(optionalWhole(text('perUserLimit'))),
    isActive: form.get('isActive') === 'on',
    reason: text('reason').trim() || undefined,
  });
}

/** Creates (no id) or saves a voucher from its form; the voucher's id, or what to fix. */
export async function saveVoucher(
  api: ApiClient,
  locale: Locale,
  form: FormData,
  id: number | null,
): Promise<{ id: number } | { problem: FormProblem }> {
  const body = voucherBody(form);
  if (!body.success) return { problem: { fields: fieldsOf(body.error), refusal: null } };
  try {
    return id === null
      ? await api.call(adminVouchers.create, { body: body.data })
      : await api.call(adminVouchers.update, { params: { id }, body: body.data });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401 && error.status !== 404) {
      return { problem: { fields: [], refusal: refusalText(locale, error) } };
    }
    throw error;
  }
}
