import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// What the callback needs from the start of a provider flow, kept in the visitor's browser rather than
// on the server: signed, so it cannot be forged, and bound to the `state` the provider echoes back and to
// the `nonce` its id token must carry.
const StateSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string().optional(),
  redirect: z.string(),
  locale: z.enum(['ar', 'en']),
});
export type SocialState = z.infer<typeof StateSchema>;

export const SOCIAL_STATE_MAX_AGE_SECONDS = 10 * 60;

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function sealState(state: SocialState, secret: string): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The state of a sealed cookie value, or null when it is missing, altered or not ours. */
export function openState(value: string | undefined, secret: string): SocialState | null {
  const [payload, signature, ...rest] = (value ?? '').split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = StateSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
