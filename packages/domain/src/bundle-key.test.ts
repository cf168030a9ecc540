import { describe, expect, it } from 'vitest';
import { BundleUniqueKeySchema, isBundleUniqueKey, newBundleUniqueKey } from './bundle-key';

/** A fake source that hands out the given bytes in order, as many as asked for each call. */
function sequence(bytes: number[]) {
  let next = 0;
  return (n: number) => {
    const chunk = Uint8Array.from(bytes.slice(next, next + n));
    next += n;
    return chunk;
  };
}

function cryptoBytes(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

describe('newBundleUniqueKey', () => {
  it('maps bytes onto A-Z, a-z, 0-9', () => {
    expect(newBundleUniqueKey(sequence([0, 25, 26, 51, 52, 61, 62, 123, 124, 247]))).toBe('AZaz09A9A9');
  });

  it('skips bytes that would bias the result', () => {
    const bytes = [248, 0, 255, 1, 2, 3, 4, 5, 6, 7, 8, 250, 9];
    expect(newBundleUniqueKey(sequence(bytes))).toBe('ABCDEFGHIJ');
  });

  it('gives every character the same share of byte values', () => {
    // Five passes over every byte value hold 5 * 248 usable bytes: exactly 124 keys, 20 of each character.
    const everyByteFiveTimes = Array.from({ length: 5 * 256 }, (_, i) => i % 256);
    const draw = sequence(everyByteFiveTimes);
    const counts = new Map<string, number>();
    for (let i = 0; i < 124; i++) {
      for (const char of newBundleUniqueKey(draw)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    expect(new Set(counts.values())).toEqual(new Set([20]));
  });

  it('makes valid, distinct keys from a real random source', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newBundleUniqueKey(cryptoBytes)));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(isBundleUniqueKey(key)).toBe(true);
  });

  it('fails instead of looping forever on a broken source', () => {
    expect(() => newBundleUniqueKey((n) => new Uint8Array(n).fill(255))).toThrow(/random source/);
  });
});

describe('isBundleUniqueKey', () => {
  it('accepts 10 letters or digits only', () => {
    expect(isBundleUniqueKey('aB3dE6gH9j')).toBe(true);
    expect(isBundleUniqueKey('aB3dE6gH9')).toBe(false);
    expect(isBundleUniqueKey('aB3dE6gH9jk')).toBe(false);
    expect(isBundleUniqueKey('aB3dE6gH9-')).toBe(false);
    expect(isBundleUniqueKey('قB3dE6gH9j')).toBe(false);
    expect(isBundleUniqueKey(1234567890)).toBe(false);
    expect(BundleUniqueKeySchema.safeParse(null).success).toBe(false);
  });
});
