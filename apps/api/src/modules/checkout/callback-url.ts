import type { Locale } from '@seed/domain/locale';

/** Where a gateway sends the shopper back after paying (and after failing to). */
export const paymentCallbackUrl = (publicUrl: string, gateway: string, locale: Locale) =>
  `${publicUrl}/api/payments/callback/${gateway}?lang=${locale}`;

// MyFatoorah refuses a CallBackUrl or ErrorUrl longer than this, or one on the machine itself.
const MYFATOORAH_MAX_URL = 254;
const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

/** Why MyFatoorah would refuse the store's callback URLs for this PUBLIC_URL; null when it accepts them. */
export function myFatoorahCallbackProblem(publicUrl: string): string | null {
  if (LOOPBACK.test(new URL(publicUrl).hostname)) {
    return 'must be an address MyFatoorah can send shoppers back to, not localhost or 127.x';
  }
  const longest = Math.max(
    ...(['ar', 'en'] as const).map((l) => paymentCallbackUrl(publicUrl, 'myfatoorah', l).length),
  );
  return longest > MYFATOORAH_MAX_URL
    ? `makes the payment callback URL ${longest} characters long; MyFatoorah accepts at most ${MYFATOORAH_MAX_URL}`
    : null;
}
