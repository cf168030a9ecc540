import type { PasswordProblem } from '@seed/domain/auth-password';
import { data } from 'react-router';
import { ApiError } from '../../lib/api.server';
import { type AuthErrorKey, authErrorKey } from './auth-errors';

// `error` is a key under `auth.errors`.
export type AuthFailure = { error: AuthErrorKey | PasswordProblem; values?: Record<string, string> };

type Outcome<T> = { ok: true; value: T } | { ok: false; response: ReturnType<typeof data<AuthFailure>> };

/**
 * One API call of a sign-in form: its reply, or the page's answer to a refusal (the form again, with a
 * translated message and the fields to keep). Anything but a refusal is a real failure and is thrown.
 */
export async function authCall<T>(
  step: 'password' | 'code' | 'signUp',
  call: Promise<T>,
  values: Record<string, string> = {},
): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return {
      ok: false,
      response: data({ error: authErrorKey(error.status, step), values }, { status: error.status }),
    };
  }
}

/** A form field as a trimmed string ('' when missing), never a File. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
