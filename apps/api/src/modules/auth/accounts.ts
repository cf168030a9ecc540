import type { Db } from '@seed/db/client';
import { users } from '@seed/db/schema/users';
import { DomainError } from '@seed/domain/errors';
import type { Locale } from '@seed/domain/locale';
import { and, eq, isNull } from 'drizzle-orm';
import { revokeUserSessions } from './sessions';

export type Account = typeof users.$inferSelect;

// The row was there a moment ago; only a concurrent hard delete takes it away.
function gone(): never {
  throw new DomainError('NOT_FOUND', 'Account not found');
}

/** The account of an address; deleted accounts count as none. */
export async function findAccount(db: Db, email: string): Promise<Account | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findAccountById(db: Db, id: number): Promise<Account | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

type NewAccount = {
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  locale?: Locale;
  passwordHash?: string;
  isGuest?: boolean;
  emailVerified?: boolean;
};

/** A new account, or null when the address is taken (also by a concurrent request). */
export async function createAccount(db: Db, account: NewAccount): Promise<Account | null> {
  const { emailVerified, ...fields } = account;
  const [row] = await db
    .insert(users)
    .values({ ...fields, emailVerifiedAt: emailVerified ? new Date() : null })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * The mailbox's owner has just proven themselves (a code, or a provider's verified e-mail). If the address
 * was not verified before, whoever created the account or set its password was never proven to be them,
 * so that password and every open session go: the account now belongs to the mailbox.
 */
export async function claimAccount(db: Db, account: Account): Promise<Account> {
  if (account.emailVerifiedAt) return account;
  await revokeUserSessions(db, account.id);
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), passwordHash: null, isGuest: false, updatedAt: new Date() })
    .where(eq(users.id, account.id))
    .returning();
  return row ?? gone();
}

type Registration = {
  firstName: string;
  lastName: string;
  phone?: string;
  locale?: Locale;
  passwordHash?: string;
};

export async function completeRegistration(db: Db, id: number, fields: Registration): Promise<Account> {
  const [row] = await db
    .update(users)
    .set({ ...fields, isGuest: fields.passwordHash ? false : undefined, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? gone();
}

export function presentSessionUser(account: Account) {
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phone: account.phone,
    username: account.username,
    locale: account.locale,
    role: account.role,
    isActive: account.isActive,
    isGuest: account.isGuest,
    emailVerified: account.emailVerifiedAt !== null,
    hasPassword: account.passwordHash !== null,
  };
}
