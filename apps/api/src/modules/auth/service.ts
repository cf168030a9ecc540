import { createHash } from 'node:crypto';
import type { Db } from '@seed/db/client';
import { sessions } from '@seed/db/schema/auth';
import { users } from '@seed/db/schema/users';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

// sessionId lets logout revoke exactly the session the request came with.
export type AuthUser = { id: number; role: 'USER' | 'ARTIST' | 'ADMIN'; email: string; sessionId: number };

// Sessions store only the token's sha256, so a leaked table yields no usable tokens.
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The active user behind a live (not revoked, not expired) session token, or null. */
export async function findUserByToken(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, email: users.email, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
