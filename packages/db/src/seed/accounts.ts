// Development-only demo accounts, printed by the seed CLI and listed in the README.
export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_ACCOUNTS = {
  customer: { email: 'customer@demo.seed', firstName: 'Huda', lastName: 'Al-Ahmad', role: 'USER' as const },
  artist: { email: 'artist@demo.seed', firstName: 'Noura', lastName: 'Al-Sabah', role: 'ARTIST' as const },
  admin: { email: 'admin@demo.seed', firstName: 'Store', lastName: 'Admin', role: 'ADMIN' as const },
};
