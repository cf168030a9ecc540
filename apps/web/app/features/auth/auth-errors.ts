// The API's refusals as the sign-in pages' messages (keys under `auth.errors`). The status says enough:
// the API words them alike for every address on purpose, so nothing finer is there to translate.
export type AuthErrorKey =
  | 'badCredentials'
  | 'badCode'
  | 'tooMany'
  | 'taken'
  | 'disabled'
  | 'invalid'
  | 'failed';

export function authErrorKey(status: number | null, step: 'password' | 'code' | 'signUp'): AuthErrorKey {
  if (status === 429) return 'tooMany';
  if (status === 403) return 'disabled';
  if (status === 401) return 'badCredentials';
  if (status === 409) return 'taken';
  if (status === 400) return step === 'code' ? 'badCode' : 'invalid';
  return 'failed';
}
