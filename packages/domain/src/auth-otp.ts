// One-time sign-in codes (issue 6): short-lived, single use, and burnt after a few wrong guesses, so that
// guessing one of the million codes stays hopeless even for a patient attacker.
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;

/** Resends: a short pause between two codes, and a cap per address over the window. */
export const OTP_RESEND = { minIntervalMs: 30 * 1000, windowMs: 60 * 60 * 1000, maxPerWindow: 5 } as const;

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export function isOtpShaped(value: string): boolean {
  return OTP_PATTERN.test(value);
}

/** A code from a random integer below 10^length, keeping its leading zeros. */
export function formatOtp(value: number): string {
  return String(value).padStart(OTP_LENGTH, '0');
}

export type StoredOtp = { expiresAt: Date; attempts: number; consumedAt: Date | null };

export type OtpState = 'USABLE' | 'EXPIRED' | 'USED' | 'LOCKED';

export function otpState(code: StoredOtp, now: Date): OtpState {
  if (code.consumedAt) return 'USED';
  if (code.attempts >= OTP_MAX_WRONG_TRIES) return 'LOCKED';
  if (code.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'USABLE';
}

/**
 * When the next code may be sent to an address, given when its recent codes were sent (any order);
 * null when it may be sent now.
 */
export function nextOtpAllowedAt(sentAt: readonly Date[], now: Date): Date | null {
  const times = sentAt.map((date) => date.getTime()).filter((t) => t > now.getTime() - OTP_RESEND.windowMs);
  if (times.length === 0) return null;
  times.sort((a, b) => a - b);
  const afterPause = times.at(-1)! + OTP_RESEND.minIntervalMs;
  const afterWindow =
    times.length >= OTP_RESEND.maxPerWindow
      ? times[times.length - OTP_RESEND.maxPerWindow]! + OTP_RESEND.windowMs
      : 0;
  const next = Math.max(afterPause, afterWindow);
  return next > now.getTime() ? new Date(next) : null;
}
