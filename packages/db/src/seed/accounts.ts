// Development-only demo accounts, printed by the seed CLI and listed in the README.
export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_ACCOUNTS = {
  customer: { email: 'customer@demo.seed', firstName: 'Huda', lastName: 'Al-Ahmad', role: 'USER' as const },
  artist: { email: 'artist@demo.seed', firstName: 'Noura', lastName: 'Al-Sabah', role: 'ARTIST' as const },
  admin: { email: 'admin@demo.seed', firstName: 'Store', lastName: 'Admin', role: 'ADMIN' as const },
};

// One shopper account per staff role, so each desk of the back office can be tried with only what it may do.
export const DEMO_STAFF = [
  { email: 'operations@demo.seed', firstName: 'Fahad', lastName: 'Al-Mutairi', staffRole: 'OPERATIONS' },
  { email: 'finance@demo.seed', firstName: 'Maryam', lastName: 'Al-Kandari', staffRole: 'FINANCE' },
  { email: 'designer@demo.seed', firstName: 'Yousef', lastName: 'Al-Rashid', staffRole: 'DESIGNER' },
  { email: 'moderator@demo.seed', firstName: 'Latifa', lastName: 'Al-Enezi', staffRole: 'MODERATOR' },
  { email: 'merchandiser@demo.seed', firstName: 'Bader', lastName: 'Al-Hajri', staffRole: 'MERCHANDISER' },
] as const;
