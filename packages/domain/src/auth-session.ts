// Spec §9: the auth token cookie lives 34,560,000 s (400 days); the session behind it lives as long.
export const SESSION_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
