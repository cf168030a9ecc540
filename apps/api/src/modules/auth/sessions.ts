import { randomBytes } from 'node:crypto';
import type { Db } from '@seed/db/client';
import { sessions } from '@seed/db/schema/auth';
import { SESSION_MAX_AGE_SECONDS } from '@seed/domain/auth-session';
import { and, eq, isNull, or } from 'drizzle-orm';
import { hashToken } from './service';

const TOKEN_BYTES = 32;

type NewSession = { userId: number; deviceId: string | null; replacing: number | null };

/**
 * A fresh opaque token for the user. The session the request came with, and the user's earlier session
 * on the same device, are revoked: a sign-in always replaces the token, so one planted before it
 * (session fixation) is worthless after it.
 */
export async function startSession(db: Db, { userId, deviceId, replacing }: NewSession): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const replaced = [
    ...(replacing === null ? [] : [eq(sessions.id, replacing)]),
    ...(deviceId === null ? [] : [and(eq(sessions.userId, userId), eq(sessions.deviceId, deviceId))]),
  ];
  await db.transaction(async (tx) => {
    if (replaced.length > 0) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(isNull(sessions.revokedAt), or(...replaced)));
    }
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      deviceId,
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    });
  });
  return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Every live session of the user, e.g. when someone else is found to have held the account. */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
