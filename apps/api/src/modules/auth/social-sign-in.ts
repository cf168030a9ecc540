import type { CartLine } from '@seed/domain/cart-line';
import { DomainError } from '@seed/domain/errors';
import { claimAccount, createAccount, findAccount } from './accounts';
import { type AuthDeps, type Caller, signIn } from './flows';
import type { SocialIdentity } from './social-providers';

/** The provider vouches for the address, so it signs in to that address's account or opens one. */
export async function signInWithProvider(
  deps: AuthDeps,
  identity: SocialIdentity,
  caller: Caller,
  bag: CartLine[],
) {
  const existing = await findAccount(deps.db, identity.email);
  if (existing) {
    if (!existing.isActive) throw new DomainError('FORBIDDEN', 'This account is disabled');
    const signedIn = await signIn(deps, await claimAccount(deps.db, existing), caller, bag);
    return { ...signedIn, email_exists: true };
  }
  const created = await createAccount(deps.db, { ...identity, locale: caller.locale, emailVerified: true });
  if (!created) throw new DomainError('CONFLICT', 'Try again');
  return { ...(await signIn(deps, created, caller, bag, true)), email_exists: false };
}
