import { describe, expect, it } from 'vitest';
import { ibanProblem, maskIban, normalizeIban } from './iban';

// Published example IBANs (their check digits are right).
const KUWAIT = 'KW81CBKU0000000000001234560101';
const SAUDI = 'SA0380000000608010167519';
const UK = 'GB82 WEST 1234 5698 7654 32';

describe('IBAN', () => {
  it('accepts valid IBANs, with spaces or lower case', () => {
    expect(ibanProblem(KUWAIT)).toBeNull();
    expect(ibanProblem(SAUDI)).toBeNull();
    expect(ibanProblem(UK)).toBeNull();
    expect(ibanProblem(UK.toLowerCase())).toBeNull();
    expect(normalizeIban(UK)).toBe('GB82WEST12345698765432');
  });

  it('refuses a wrong check digit, a wrong length, an unknown country and junk', () => {
    expect(ibanProblem('KW82CBKU0000000000001234560101')).toBe('CHECKSUM');
    expect(ibanProblem('KW81CBKU000000000000123456010')).toBe('LENGTH');
    expect(ibanProblem('ZZ81CBKU0000000000001234560101')).toBe('COUNTRY');
    expect(ibanProblem('not an iban')).toBe('FORMAT');
    expect(ibanProblem('')).toBe('FORMAT');
  });

  it('masks all but the country and the last four characters', () => {
    expect(maskIban(KUWAIT)).toBe(`KW${'*'.repeat(24)}0101`);
    expect(maskIban('KW81')).toBe('****');
  });
});
