import { describe, expect, it } from 'vitest';
import {
  formatOtp,
  isOtpShaped,
  nextOtpAllowedAt,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND,
  OTP_TTL_MS,
  otpState,
} from './auth-otp';

const now = new Date('2026-01-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('one-time codes', () => {
  it('are six digits, leading zeros kept', () => {
    expect(formatOtp(42)).toBe('000042');
    expect(isOtpShaped('000042')).toBe(true);
    expect(isOtpShaped('12345')).toBe(false);
    expect(isOtpShaped('12345a')).toBe(false);
    expect(isOtpShaped('1234567')).toBe(false);
  });

  it('are usable until they expire, are used, or are guessed wrong too often', () => {
    const fresh = { expiresAt: new Date(now.getTime() + OTP_TTL_MS), attempts: 0, consumedAt: null };
    expect(otpState(fresh, now)).toBe('USABLE');
    expect(otpState({ ...fresh, attempts: OTP_MAX_WRONG_TRIES - 1 }, now)).toBe('USABLE');
    expect(otpState({ ...fresh, attempts: OTP_MAX_WRONG_TRIES }, now)).toBe('LOCKED');
    expect(otpState({ ...fresh, expiresAt: now }, now)).toBe('EXPIRED');
    expect(otpState({ ...fresh, consumedAt: ago(1) }, now)).toBe('USED');
  });
});

describe('resending a code', () => {
  it('is allowed at once when nothing was sent lately', () => {
    expect(nextOtpAllowedAt([], now)).toBeNull();
    expect(nextOtpAllowedAt([ago(OTP_RESEND.windowMs + 1)], now)).toBeNull();
  });

  it('waits the pause after the last code', () => {
    expect(nextOtpAllowedAt([ago(10_000)], now)).toEqual(new Date(now.getTime() + 20_000));
    expect(nextOtpAllowedAt([ago(OTP_RESEND.minIntervalMs)], now)).toBeNull();
  });

  it('caps the codes per window, until the oldest leaves it', () => {
    const minute = 60_000;
    const sent = Array.from({ length: OTP_RESEND.maxPerWindow }, (_, i) => ago((i + 1) * 5 * minute));
    const oldest = sent.at(-1)!;
    expect(nextOtpAllowedAt(sent, now)).toEqual(new Date(oldest.getTime() + OTP_RESEND.windowMs));
    expect(nextOtpAllowedAt(sent.slice(1), now)).toBeNull();
  });
});
