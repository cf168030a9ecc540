// Password policy (issue 6, after NIST SP 800-63B): a length range and a refusal of the passwords that
// attackers try first, rather than composition rules that only make passwords harder to remember.
export const PASSWORD_MIN_LENGTH = 8;
// scrypt hashes any length, but a bound keeps a megabyte "password" from costing the server anything.
export const PASSWORD_MAX_LENGTH = 128;

// The most used passwords of at least 8 characters in public breach corpora (lower-cased; the check
// lower-cases too). A short list catches most of the risk; a full breach list would need a service.
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '11111111',
  '00000000',
  '88888888',
  '87654321',
  '123123123',
  '11223344',
  '12341234',
  '123321123',
  '147258369',
  '987654321',
  '0987654321',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  'asdfghjkl',
  'asdfasdf',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'admin123',
  'administrator',
  'letmein1',
  'trustno1',
  'starwars',
  'superman',
  'whatever',
  'computer',
  'michelle',
  'jennifer',
  'internet',
  'samsung1',
  'liverpool',
  'chelsea1',
  'aa123456',
  'a1234567',
  'q1w2e3r4',
  'zaq12wsx',
  'changeme',
  'secret123',
  'mustang1',
  'qazwsxedc',
  'test1234',
  'testtest',
  'master12',
  'dragon12',
  'monkey12',
  'shadow12',
  'killer12',
  'hello123',
  'freedom1',
  'loveyou1',
  'lovely12',
  'football1',
  'babygirl',
  'jordan23',
  'michael1',
  'charlie1',
  'pakistan',
  'bismillah',
  'muhammad',
  'mohammed',
  'alhamdulillah',
  'kuwait123',
  'dubai123',
]);

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'TOO_COMMON' | 'MISMATCH';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  TOO_SHORT: `The password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  TOO_LONG: `The password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  TOO_COMMON: 'This password is too common; choose another',
  MISMATCH: 'The two passwords do not match',
};

/** The first problem of a new password, or null when it may be used. Lengths count characters, not bytes. */
export function passwordProblem(password: string, confirmation?: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'TOO_SHORT';
  if (length > PASSWORD_MAX_LENGTH) return 'TOO_LONG';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'TOO_COMMON';
  if (confirmation !== undefined && confirmation !== password) return 'MISMATCH';
  return null;
}
