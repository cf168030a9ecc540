import { z } from 'zod';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_LENGTH = 10;

// 248 is the largest multiple of 62 that fits in a byte; bytes at or above it are thrown away, otherwise
// the first 8 characters would come up more often than the rest (modulo bias).
const ACCEPT_BELOW = 256 - (256 % ALPHABET.length);
// A healthy source rejects ~3% of bytes, so failing this many rounds means the source is broken.
const MAX_ROUNDS = 64;

/** Fills `n` bytes with cryptographically strong randomness, e.g. `node:crypto`'s randomBytes. */
export type RandomBytes = (n: number) => Uint8Array;

// The random source is injected so this package stays free of node: imports and can run in the browser.
export function newBundleUniqueKey(random: RandomBytes): string {
  let key = '';
  for (let round = 0; round < MAX_ROUNDS; round++) {
    for (const byte of random(KEY_LENGTH - key.length)) {
      if (byte < ACCEPT_BELOW) key += ALPHABET[byte % ALPHABET.length];
      if (key.length === KEY_LENGTH) return key;
    }
  }
  throw new Error('The random source keeps returning unusable bytes');
}

export const BundleUniqueKeySchema = z
  .string()
  .length(KEY_LENGTH)
  .regex(/^[A-Za-z0-9]+$/, 'Invalid bundle key');
export type BundleUniqueKey = z.infer<typeof BundleUniqueKeySchema>;

export function isBundleUniqueKey(value: unknown): value is BundleUniqueKey {
  return BundleUniqueKeySchema.safeParse(value).success;
}
