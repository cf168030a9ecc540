import type { Db } from '@seed/db/client';
import { hashPassword, verifyPassword } from '@seed/db/password';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
  passwordProblem,
} from '@seed/domain/auth-password';
import type { CartLine } from '@seed/domain/cart-line';
import { DomainError } from '@seed/domain/errors';
import type { Locale } from '@seed/domain/locale';
import { mergeGuestBag } from '../cart/service';
import type { Mailer } from '../mail/mailer';
import { type Account, claimAccount, createAccount, findAccount, presentSessionUser } from './accounts';
import { consumeOtp } from './otp';
import { startSession } from './sessions';
import { mailSignInCode } from './sign-in-code';

/** Who is asking: their device, the session they came with (replaced at sign-in) and their language. */
export type Caller = { deviceId: string | null; sessionId: number | null; locale: Locale };
export type AuthDeps = { db: Db; mailer: Mailer };

// One message for an unknown address, a wrong password and a disabled account: none of them tells a
// stranger whether an address has an account.
const BAD_CREDENTIALS = 'Incorrect e-mail or password';
const CODE_SENT = 'If this address can receive mail, a code is on its way';
// Verifying a password costs the same whether or not the account exists, so timing tells nothing either.
const DECOY_HASH = hashPassword('decoy password, never matches');

const PASSWORD_REFUSALS: Record<PasswordProblem, { reason: string; details?: Record<string, number> }> = {
  TOO_SHORT: { reason: 'PASSWORD_TOO_SHORT', details: { minimum: PASSWORD_MIN_LENGTH } },
  TOO_LONG: { reason: 'PASSWORD_TOO_LONG', details: { maximum: PASSWORD_MAX_LENGTH } },
  TOO_COMMON: { reason: 'PASSWORD_TOO_COMMON' },
  MISMATCH: { reason: 'PASSWORDS_DO_NOT_MATCH' },
};

export function assertPassword(password: string, confirmation?: string) {
  const problem = passwordProblem(password, confirmation);
  if (problem) throw new DomainError('INVALID_DATA', PASSWORD_MESSAGES[problem], PASSWORD_REFUSALS[problem]);
}

export const accountDisabled = () =>
  new DomainError('FORBIDDEN', 'This account is deactivated', { reason: 'ACCOUNT_DISABLED' });

// Two requests for one new address raced, and the other one opened the account first.
const interrupted = () => new DomainError('CONFLICT', 'Try again', { reason: 'SIGN_IN_INTERRUPTED' });

/** A new session for the account, with the guest's cart merged into theirs (spec §4). */
export async function signIn(
  { db }: AuthDeps,
  account: Account,
  caller: Caller,
  bag: CartLine[],
  isNewUser = false,
) {
  const accessToken = await startSession(db, {
    userId: account.id,
    deviceId: caller.deviceId,
    replacing: caller.sessionId,
  });
  if (bag.length > 0) await mergeGuestBag(db, account.id, bag, caller.deviceId);
  return { accessToken, user: presentSessionUser(account), isNewUser };
}

// A deactivated account gets its code too: the code proves the mailbox, and then signing in with it says
// clearly that the account is deactivated (ACCOUNT_DISABLED) instead of leaving its owner waiting for a mail.
async function mailCode(deps: AuthDeps, email: string, account: Account | null, locale: Locale) {
  await mailSignInCode(deps, { email, locale: account?.locale ?? locale }, account ? 'SIGN_IN' : 'SIGN_UP');
}

export async function requestCode(deps: AuthDeps, email: string, locale: Locale) {
  const account = await findAccount(deps.db, email);
  await mailCode(deps, email, account, locale);
  return { logInFlow: account !== null, message: CODE_SENT };
}

type CodeSignIn = { email: string; otp: string; bag: CartLine[]; firstName?: string; lastName?: string };

/** A code proves the mailbox: it signs in to the address's account, or opens one (sign-up by code). */
export async function signInWithCode(deps: AuthDeps, input: CodeSignIn, caller: Caller) {
  await consumeOtp(deps.db, input.email, input.otp);
  const existing = await findAccount(deps.db, input.email);
  if (existing) {
    if (!existing.isActive) throw accountDisabled();
    return signIn(deps, await claimAccount(deps.db, existing), caller, input.bag);
  }
  const created = await createAccount(deps.db, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    locale: caller.locale,
    emailVerified: true,
  });
  if (!created) throw interrupted();
  return signIn(deps, created, caller, input.bag, true);
}

type PasswordSignIn = { email: string; password: string; bag: CartLine[] };

export async function signInWithPassword(deps: AuthDeps, input: PasswordSignIn, caller: Caller) {
  const account = await findAccount(deps.db, input.email);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await DECOY_HASH));
  if (!account?.passwordHash || !matches) {
    throw new DomainError('UNAUTHORIZED', BAD_CREDENTIALS, { reason: 'BAD_CREDENTIALS' });
  }
  // Only the right password learns that the account is deactivated; a stranger still hears BAD_CREDENTIALS.
  if (!account.isActive) throw accountDisabled();
  return signIn(deps, account, caller, input.bag);
}

type PasswordSignUp = PasswordSignIn & {
  password2?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
};

export async function signUpWithPassword(deps: AuthDeps, input: PasswordSignUp, caller: Caller) {
  assertPassword(input.password, input.password2);
  const created = await createAccount(deps.db, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    locale: caller.locale,
    passwordHash: await hashPassword(input.password),
  });
  if (!created) {
    throw new DomainError(
      'CONFLICT',
      'This e-mail cannot be used to sign up; sign in or ask for a code instead',
      { reason: 'EMAIL_TAKEN' },
    );
  }
  return signIn(deps, created, caller, input.bag, true);
}

export async function signInOrSignUp(deps: AuthDeps, input: PasswordSignUp, caller: Caller) {
  const account = await findAccount(deps.db, input.email);
  return account
    ? signInWithPassword(deps, input, caller)
    : signUpWithPassword(deps, { ...input, password2: undefined }, caller);
}

type Details = { email: string; firstName?: string; lastName?: string; phone?: string };

/**
 * A code for the address either way; an unknown address first gets an account with these details, not
 * yet verified and without a password, which only the code (that is, the mailbox) can open.
 */
export async function requestCodeOrSignUp(deps: AuthDeps, input: Details, caller: Caller) {
  const existing = await findAccount(deps.db, input.email);
  const account = existing ?? (await createAccount(deps.db, { ...input, locale: caller.locale }));
  if (!account) throw interrupted();
  await mailCode(deps, input.email, existing, caller.locale);
  return { logInFlow: existing !== null, message: CODE_SENT };
}

/**
 * Checkout as a guest: a new address gets a guest account and is signed in at once. An address that has an
 * account is a login flow: a code is mailed and nobody is signed in, or anyone could enter any account
 * by typing its address.
 */
export async function guestSignUp(deps: AuthDeps, input: Details & { bag: CartLine[] }, caller: Caller) {
  const existing = await findAccount(deps.db, input.email);
  if (existing) {
    await mailCode(deps, input.email, existing, caller.locale);
    return { logInFlow: true, user: null };
  }
  const { bag, ...details } = input;
  const created = await createAccount(deps.db, { ...details, locale: caller.locale, isGuest: true });
  if (!created) throw interrupted();
  const { accessToken, user } = await signIn(deps, created, caller, bag, true);
  return { logInFlow: false, user: { ...user, accessToken } };
}
