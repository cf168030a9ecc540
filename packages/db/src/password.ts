import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const params = { N: 16384, r: 8, p: 1 };
const saltBytes = 16;
const keyBytes = 64;

function derive(plain: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node's default cap is only twice the recommended cost.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0);
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, length, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Returns `scrypt$N$r$p$salt$hash` (salt and hash base64url), so parameters can be raised later. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(plain, salt, params, keyBytes);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** False for a wrong password or a stored value this code does not understand. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  // Bounds keep a corrupt row from making verification hang or allocate gigabytes.
  const sane =
    Number.isInteger(options.N) &&
    options.N >= 2 &&
    options.N <= 2 ** 20 &&
    (options.N & (options.N - 1)) === 0;
  if (!sane || !isSmallInt(options.r) || !isSmallInt(options.p)) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(plain, Buffer.from(salt, 'base64url'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

function isSmallInt(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 16;
}
