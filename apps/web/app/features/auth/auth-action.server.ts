import { ContractInputError } from '@seed/contract/client';
import type { Locale } from '@seed/domain/locale';
import { data } from 'react-router';
import { ApiError } from '../../lib/api.server';
import { reasonText } from '../../lib/refusals.server';
import { authRefusalReason } from './auth-errors';

/** A refused sign-in form: the translated text of the refusal, and the fields to fill in again. */
type AuthFailure = { error: string; values?: Record<string, string> };

type Outcome<T> = { ok: true; value: T } | { ok: false; response: ReturnType<typeof data<AuthFailure>> };

/**
 * One API call of a sign-in form: its reply, or the page's answer to a refusal (the form again, with the
 * reason's text in the page's language and the fields to keep). Input the contract refuses before anything
 * is sent (an address the browser let through) is the shopper's to fix too. Anything else is a real
 * failure and is thrown.
 */
export async function authCall<T>(
  locale: Locale,
  call: Promise<T>,
  values: Record<string, string> = {},
): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (error instanceof ContractInputError) return refused(locale, 'INVALID_DATA', {}, 400, values);
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return refused(locale, authRefusalReason(error), error.details, error.status, values);
  }
}

function refused(
  locale: Locale,
  reason: string,
  details: Record<string, string | number>,
  status: number,
  values: Record<string, string>,
) {
  return {
    ok: false as const,
    response: data({ error: reasonText(locale, reason, details), values }, { status }),
  };
}

/** A form field as a trimmed string ('' when missing), never a File. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
