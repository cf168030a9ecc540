import { ApiError } from '@seed/contract/client';
import { describe, expect, it } from 'vitest';
import { authRefusalReason } from './auth-errors';

describe('the reason of a refused sign-in', () => {
  it("is the API's own reason, finer than its code", () => {
    expect(authRefusalReason(new ApiError(400, 'Wrong code', 'INVALID_DATA', 'OTP_WRONG'))).toBe('OTP_WRONG');
    expect(authRefusalReason(new ApiError(401, 'Incorrect', 'UNAUTHORIZED', 'BAD_CREDENTIALS'))).toBe(
      'BAD_CREDENTIALS',
    );
  });

  it('is the code when the API gave no finer reason', () => {
    expect(authRefusalReason(new ApiError(429, 'Too many', 'RATE_LIMITED'))).toBe('RATE_LIMITED');
  });

  it('follows the status when the body was not the API’s', () => {
    expect(authRefusalReason(new ApiError(429, 'API replied 429'))).toBe('RATE_LIMITED');
    expect(authRefusalReason(new ApiError(403, 'API replied 403'))).toBe('FORBIDDEN');
    expect(authRefusalReason(new ApiError(400, 'API replied 400'))).toBe('INVALID_DATA');
  });
});
