import type { Db } from '@seed/db/client';
import type { Locale } from '@seed/domain/locale';
import type { Mailer } from '../mail/mailer';
import { otpMail } from '../mail/otp-mail';
import { issueOtp } from './otp';

/**
 * Issues a sign-in code for an account's address and mails it in the account's language. The resend rule
 * of issueOtp applies whoever asks (the shopper, or staff for them), so no one can flood a mailbox.
 */
export async function mailSignInCode(
  { db, mailer }: { db: Db; mailer: Mailer },
  account: { email: string; locale: Locale },
  purpose: 'SIGN_IN' | 'SIGN_UP' = 'SIGN_IN',
): Promise<void> {
  const code = await issueOtp(db, account.email, purpose);
  await mailer.send(otpMail(account.email, code, account.locale));
}
