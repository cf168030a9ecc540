import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, passwordProblem } from './auth-password';

describe('password policy', () => {
  it('accepts 8 to 128 characters that are not common', () => {
    expect(passwordProblem('tamr-hindi-42')).toBeNull();
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(passwordProblem('كلمةسرطويلة')).toBeNull();
  });

  it('refuses short, long and common ones', () => {
    expect(passwordProblem('short12')).toBe('TOO_SHORT');
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('TOO_LONG');
    expect(passwordProblem('Password123')).toBe('TOO_COMMON');
    expect(passwordProblem('12345678')).toBe('TOO_COMMON');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀😀😀😀😀😀😀')).toBe('TOO_SHORT');
  });

  it('checks the confirmation last', () => {
    expect(passwordProblem('tamr-hindi-42', 'tamr-hindi-43')).toBe('MISMATCH');
    expect(passwordProblem('tamr-hindi-42', 'tamr-hindi-42')).toBeNull();
  });
});
