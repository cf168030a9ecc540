import type { SocialProvider } from '@seed/contract/social';
import type { Db } from '@seed/db/client';
import type { CartLine } from '@seed/domain/cart-line';
import { DomainError } from '@seed/domain/errors';
import type { Locale } from '@seed/domain/locale';
import { type Account, claimAccount, createAccount, findAccount } from './accounts';
import { type AuthDeps, accountDisabled, type Caller, signIn } from './flows';
import type { SocialIdentity } from './id-token';
import { findLinkedAccount, linkedSubject, linkIdentity } from './identities';
import { PROVIDER_NAMES } from './social-providers';

// A concurrent sign-in of the same person linked or opened the account first: looked up again, it is
// found by its subject. Only the refusal of another subject stays a CONFLICT (the web names it).
class Raced extends Error {}

/**
 * The account of a provider identity. A subject seen before signs in to its account whatever address it
 * now has. A new subject goes by the address, which the provider must have verified: that proves the
 * mailbox, so (like a mailed code) it opens the address's account, taking over one whose address was
 * never verified, and links the subject to it. An account already linked to another subject of the same
 * provider is refused: the provider now gives its address to someone else (a reassigned work address, a
 * recreated account), and its word alone must not hand them the account; a code mailed to the address
 * still opens it, proven directly with the store.
 */
async function accountOf(db: Db, provider: SocialProvider, identity: SocialIdentity, locale: Locale) {
  const link = { provider, subject: identity.subject, email: identity.email };
  const linked = await findLinkedAccount(db, link);
  if (linked) return { account: linked, created: false };
  const name = PROVIDER_NAMES[provider];
  if (!identity.emailVerified) {
    throw new DomainError('INVALID_DATA', `${name} has not verified this e-mail address`, {
      reason: 'EMAIL_NOT_VERIFIED_BY_PROVIDER',
      details: { provider: name },
    });
  }
  return db.transaction(async (tx): Promise<{ account: Account; created: boolean }> => {
    const existing = await findAccount(tx, identity.email);
    if (existing) {
      if (!existing.isActive) throw accountDisabled();
      const subject = await linkedSubject(tx, existing.id, provider);
      // Linked to this very subject by a concurrent sign-in since the lookup above.
      if (subject === identity.subject) return { account: existing, created: false };
      if (subject !== null) {
        throw new DomainError(
          'CONFLICT',
          `This e-mail's account signs in with another ${name} account: use that one, or a code sent to the e-mail`,
          { reason: 'LINKED_TO_ANOTHER_PROVIDER_ACCOUNT', details: { provider: name } },
        );
      }
      const account = await claimAccount(tx, existing);
      if (!(await linkIdentity(tx, account.id, link))) throw new Raced();
      return { account, created: false };
    }
    const { subject: _, emailVerified: __, ...fields } = identity;
    const created = await createAccount(tx, { ...fields, locale, emailVerified: true });
    if (!created || !(await linkIdentity(tx, created.id, link))) throw new Raced();
    return { account: created, created: true };
  });
}

/** Signs in (or up) with a provider's identity; `email_exists` is false when this opened the account. */
export async function signInWithProvider(
  deps: AuthDeps,
  provider: SocialProvider,
  identity: SocialIdentity,
  caller: Caller,
  bag: CartLine[],
) {
  const find = () => accountOf(deps.db, provider, identity, caller.locale);
  const { account, created } = await find().catch((error: unknown) => {
    if (!(error instanceof Raced)) throw error;
    return find().catch((again: unknown) => {
      throw again instanceof Raced
        ? new DomainError('INVALID_DATA', 'Sign-in was interrupted; try again', {
            reason: 'SIGN_IN_INTERRUPTED',
          })
        : again;
    });
  });
  if (!account.isActive) throw accountDisabled();
  return { ...(await signIn(deps, account, caller, bag, created)), email_exists: !created };
}
