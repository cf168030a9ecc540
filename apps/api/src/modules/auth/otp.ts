import { randomInt } from 'node:crypto';
import type { Db } from '@seed/db/client';
import { oneTimeCodes } from '@seed/db/schema/auth';
import {
  formatOtp,
  nextOtpAllowedAt,
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND,
  OTP_TTL_MS,
  otpState,
} from '@seed/domain/auth-otp';
import { DomainError } from '@seed/domain/errors';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { hashToken } from './service';
import { TooManyRequestsError } from './too-many';

type Purpose = 'SIGN_IN' | 'SIGN_UP';
const PURPOSES: Purpose[] = ['SIGN_IN', 'SIGN_UP'];

// A million codes hash quickly, so the address is mixed in: a leaked row then only yields its own code,
// which expires within minutes anyway.
const codeHash = (email: string, code: string) => hashToken(`${email}:${code}`);

/** A new code for the address, after the resend rule; the caller mails it. Older codes stop working. */
export async function issueOtp(db: Db, email: string, purpose: Purpose): Promise<string> {
  const now = new Date();
  const recent = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, email),
        inArray(oneTimeCodes.purpose, PURPOSES),
        gt(oneTimeCodes.createdAt, new Date(now.getTime() - OTP_RESEND.windowMs)),
      ),
    );
  const next = nextOtpAllowedAt(
    recent.map((row) => row.createdAt),
    now,
  );
  if (next) {
    const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
    throw new TooManyRequestsError(`Wait ${seconds} seconds before asking for another code`, seconds);
  }
  const code = formatOtp(randomInt(0, 10 ** OTP_LENGTH));
  await db.insert(oneTimeCodes).values({
    email,
    codeHash: codeHash(email, code),
    purpose,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    createdAt: now,
  });
  return code;
}

const WRONG_CODE = 'The code is wrong; check it or ask for a new one';

/**
 * Uses up the address's newest code when `code` matches it, else counts a wrong try. Both happen in one
 * conditional UPDATE each, so parallel guesses cannot get past the limit of tries or use a code twice.
 */
export async function consumeOtp(db: Db, email: string, code: string): Promise<void> {
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), inArray(oneTimeCodes.purpose, PURPOSES)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  // Worded like a wrong code: a page tells a guesser no more than before.
  if (!latest) throw new DomainError('INVALID_DATA', WRONG_CODE, { reason: 'OTP_NOT_REQUESTED' });
  const state = otpState(latest, new Date());
  if (state === 'EXPIRED') {
    throw new DomainError('INVALID_DATA', 'This code has expired; ask for a new one', {
      reason: 'OTP_EXPIRED',
    });
  }
  if (state === 'USED') throw alreadyUsed();
  if (state === 'LOCKED') throw tooManyWrongTries();

  const usable = and(
    eq(oneTimeCodes.id, latest.id),
    isNull(oneTimeCodes.consumedAt),
    lt(oneTimeCodes.attempts, OTP_MAX_WRONG_TRIES),
  );
  if (latest.codeHash !== codeHash(email, code)) {
    const [counted] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(usable)
      .returning({ attempts: oneTimeCodes.attempts });
    if (!counted || counted.attempts >= OTP_MAX_WRONG_TRIES) throw tooManyWrongTries();
    throw wrongCode(OTP_MAX_WRONG_TRIES - counted.attempts);
  }
  const [used] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(usable)
    .returning({ id: oneTimeCodes.id });
  if (!used) throw alreadyUsed();
}

function wrongCode(triesLeft: number) {
  const tries = `${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`;
  return new DomainError('INVALID_DATA', `${WRONG_CODE} (${tries})`, {
    reason: 'OTP_WRONG',
    details: { triesLeft },
  });
}

function alreadyUsed() {
  return new DomainError('INVALID_DATA', 'This code was already used; ask for a new one', {
    reason: 'OTP_ALREADY_USED',
  });
}

function tooManyWrongTries() {
  return new DomainError('INVALID_DATA', 'Too many wrong tries for this code; ask for a new one', {
    reason: 'OTP_TOO_MANY_TRIES',
  });
}
