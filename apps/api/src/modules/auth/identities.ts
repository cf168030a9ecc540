import type { SocialProvider } from '@seed/contract/social';
import type { Db } from '@seed/db/client';
import { userIdentities } from '@seed/db/schema/auth';
import { users } from '@seed/db/schema/users';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Account } from './accounts';

type Identity = { provider: SocialProvider; subject: string; email: string };

/** The live account this provider subject was linked to; the address it came with changes nothing. */
export async function findLinkedAccount(
  db: Db,
  { provider, subject, email }: Identity,
): Promise<Account | null> {
  const [row] = await db
    .select(getTableColumns(users))
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, provider),
        eq(userIdentities.subject, subject),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  await db
    .update(userIdentities)
    .set({ email, lastUsedAt: new Date() })
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row;
}

/** The subject the account is linked to at this provider, if any. */
export async function linkedSubject(
  db: Db,
  userId: number,
  provider: SocialProvider,
): Promise<string | null> {
  const [row] = await db
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .limit(1);
  return row?.subject ?? null;
}

/** Links the subject to the account; false when a concurrent sign-in linked either of them first. */
export async function linkIdentity(db: Db, userId: number, identity: Identity): Promise<boolean> {
  const rows = await db
    .insert(userIdentities)
    .values({ userId, ...identity })
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

/** A closed account keeps no link, so signing in with the same provider account later starts afresh. */
export async function unlinkIdentities(db: Db, userId: number): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
}
