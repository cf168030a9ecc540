/**
 * IBANs (ISO 13616): country code, two check digits, then the country's account number of a fixed length.
 * Artists in the Gulf are paid; these are the lengths of the countries a payout may go to.
 */
const IBAN_LENGTHS: Record<string, number> = {
  KW: 30,
  SA: 24,
  AE: 23,
  BH: 22,
  QA: 29,
  OM: 23,
  JO: 30,
  EG: 29,
  LB: 28,
  GB: 22,
  DE: 22,
  FR: 27,
};

/** The IBAN as stored: no spaces, upper case. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export type IbanProblem = 'FORMAT' | 'COUNTRY' | 'LENGTH' | 'CHECKSUM';

// The mod-97 check over the rearranged number, digit by digit so no big integers are needed.
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** Why the IBAN is not valid, or null when it is (it is normalised first). */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'FORMAT';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'COUNTRY';
  if (iban.length !== length) return 'LENGTH';
  return mod97(iban) === 1 ? null : 'CHECKSUM';
}

/** What staff see: the country and the last four characters, the rest hidden. */
export function maskIban(iban: string): string {
  const plain = normalizeIban(iban);
  if (plain.length <= 8) return '*'.repeat(plain.length);
  return `${plain.slice(0, 2)}${'*'.repeat(plain.length - 6)}${plain.slice(-4)}`;
}
