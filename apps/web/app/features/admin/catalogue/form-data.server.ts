import { parseKwdText } from '@seed/domain/customer-account';
import type { Locale } from '@seed/domain/locale';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';
import type { FormProblem } from './form-fields';

/** A form's text field, trimmed; a check box as a boolean (unchecked sends nothing). */
export const textOf = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
export const checkedOf = (form: FormData, name: string) => form.get(name) === 'on';

/** A KWD amount as staff type it ("9.5", "٩٫٥") in fils; empty is 0, anything else not an amount is NaN. */
export const filsOf = (text: string) => (text === '' ? 0 : (parseKwdText(text) ?? Number.NaN));
/** A whole number as typed; empty or malformed is NaN, which the contract's schema refuses. */
export const intOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : Number.NaN);

/** Fils as the price fields show them: "9.000". */
export const kwdText = (fils: number) => (fils / 1000).toFixed(3);

const fieldsOf = (error: z.ZodError) => [...new Set(error.issues.map((issue) => String(issue.path[0])))];

/**
 * Checks a form's body against the contract's schema, then makes the call. The problem to show when the
 * fields are wrong or the API refuses; the call's reply otherwise.
 */
export async function submit<S extends z.ZodType, R>(
  { form, locale }: { form: string; locale: Locale },
  schema: S,
  body: unknown,
  call: (body: z.output<S>) => Promise<R>,
): Promise<{ problem: FormProblem } | { reply: R }> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { problem: { form, fields: fieldsOf(parsed.error), refusal: null } };
  try {
    return { reply: await call(parsed.data) };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401)
      return { problem: { form, fields: [], refusal: refusalText(locale, error) } };
    throw error;
  }
}
