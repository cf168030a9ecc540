import { parseMajorAmount } from '@seed/domain/amount-input';

// Staff in Kuwait type dates and times as they read them; Kuwait keeps UTC+3 all year.
const KUWAIT_OFFSET = '+03:00';
const KUWAIT_MS = 3 * 60 * 60 * 1000;

/** A `datetime-local` value read as Kuwait time, as ISO text with its offset; null when empty or malformed. */
export function kuwaitTimeToIso(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  const moment = new Date(`${text}:00${KUWAIT_OFFSET}`);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/** An ISO moment as a `datetime-local` value in Kuwait time; empty for none. */
export function isoToKuwaitTime(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + KUWAIT_MS).toISOString().slice(0, 16);
}

/** KWD fils as staff type them back: "2.5" for 2,500 fils. */
export const filsToKwdText = (fils: number | null | undefined) =>
  fils === null || fils === undefined ? '' : (fils / 1000).toString();

/**
 * A form's optional field: undefined when left empty, the parsed value when it reads, and NaN (which the
 * contract's schema then refuses, naming the field) when it does not.
 */
export function optionalFils(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return parseMajorAmount(text, 'KWD') ?? Number.NaN;
}

export function optionalWhole(text: string): number | undefined {
  const plain = text.trim();
  if (plain === '') return undefined;
  return /^\d{1,9}$/.test(plain) ? Number(plain) : Number.NaN;
}

export function optionalMoment(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  return kuwaitTimeToIso(text.trim()) ?? 'not a date';
}
