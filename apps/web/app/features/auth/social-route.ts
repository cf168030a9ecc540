// `/auth/{socialId}` (spec §2): google and apple start a sign-in, google/cb and apple/cb finish one.
export const SOCIAL_STRATEGIES = ['google', 'apple'] as const;
export type SocialStrategy = (typeof SOCIAL_STRATEGIES)[number];

export type SocialStep =
  | { step: 'start' | 'callback'; strategy: SocialStrategy }
  // A callback for a provider the store does not have: spec §8's 'Invalid strategy'.
  | { step: 'invalid' }
  // Anything else goes back to /auth.
  | { step: 'none' };

const isStrategy = (value: string | undefined): value is SocialStrategy =>
  SOCIAL_STRATEGIES.some((strategy) => strategy === value);

export function socialStep(socialId: string): SocialStep {
  const [strategy, callback, ...rest] = socialId.split('/');
  if (rest.length > 0) return { step: 'none' };
  if (callback === 'cb') return isStrategy(strategy) ? { step: 'callback', strategy } : { step: 'invalid' };
  if (callback === undefined && isStrategy(strategy)) return { step: 'start', strategy };
  return { step: 'none' };
}

// Spec §8's messages for a callback that cannot sign in.
export const SOCIAL_ERRORS = {
  noToken: 'Access token is not defined',
  invalidStrategy: 'Invalid strategy',
} as const;
