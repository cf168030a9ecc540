import { describe, expect, it } from 'vitest';
import { authErrorKey } from './auth-errors';

describe('auth error messages', () => {
  it('follow the status, and for 400 the step', () => {
    expect(authErrorKey(401, 'password')).toBe('badCredentials');
    expect(authErrorKey(429, 'code')).toBe('tooMany');
    expect(authErrorKey(400, 'code')).toBe('badCode');
    expect(authErrorKey(400, 'signUp')).toBe('invalid');
    expect(authErrorKey(409, 'signUp')).toBe('taken');
    expect(authErrorKey(500, 'password')).toBe('failed');
    expect(authErrorKey(null, 'password')).toBe('failed');
  });
});
