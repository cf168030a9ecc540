import type { ApiError } from '@seed/contract/client';

// A refusal without the API's body (a proxy's page, the rate limiter in front) still has a status.
const STATUS_REASONS: Partial<Record<number, string>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  429: 'RATE_LIMITED',
};

/**
 * The reason a sign-in form was refused, for its translated text: the API's own (OTP_WRONG, BAD_CREDENTIALS,
 * PASSWORD_TOO_COMMON…), else the one its status means.
 */
export function authRefusalReason(error: ApiError): string {
  return error.reason ?? STATUS_REASONS[error.status] ?? 'INVALID_DATA';
}
