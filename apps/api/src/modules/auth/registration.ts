import type { Db } from '@seed/db/client';
import { hashPassword } from '@seed/db/password';
import { DomainError } from '@seed/domain/errors';
import type { Locale } from '@seed/domain/locale';
import { completeRegistration, findAccountById, presentSessionUser } from './accounts';
import { assertPassword } from './flows';

export async function sessionUser(db: Db, userId: number) {
  const account = await findAccountById(db, userId);
  if (!account) throw new DomainError('UNAUTHORIZED', 'Sign in to continue');
  return presentSessionUser(account);
}

type Registration = {
  firstName: string;
  lastName: string;
  phone?: string;
  locale?: Locale;
  password?: string;
  password2?: string;
};

/**
 * After a sign-up by code or as a guest: the shopper's name and, once, a password. Only a verified address
 * may set one, so a guest account made with someone else's address cannot be given a password that its
 * owner does not know; changing an existing password is a different, re-authenticated flow.
 */
export async function continueRegistration(db: Db, userId: number, input: Registration) {
  const account = await findAccountById(db, userId);
  if (!account) throw new DomainError('UNAUTHORIZED', 'Sign in to continue');
  const { password, password2, ...profile } = input;
  let passwordHash: string | undefined;
  if (password !== undefined) {
    if (account.passwordHash) {
      throw new DomainError('CONFLICT', 'This account already has a password', {
        reason: 'PASSWORD_ALREADY_SET',
      });
    }
    if (!account.emailVerifiedAt) {
      throw new DomainError('FORBIDDEN', 'Confirm your e-mail with a code before setting a password', {
        reason: 'EMAIL_NOT_VERIFIED',
      });
    }
    assertPassword(password, password2 ?? '');
    passwordHash = await hashPassword(password);
  }
  return presentSessionUser(await completeRegistration(db, userId, { ...profile, passwordHash }));
}
