/**
 * What a member of staff may do in the back office. A permission names one desk; a staff role is a set of
 * desks; the user role ADMIN holds every permission, managing staff included (decision 0033).
 */
export const STAFF_PERMISSIONS = [
  'orders',
  'production',
  'shipping',
  'returns',
  'refunds',
  'wallet',
  'payouts',
  'reports',
  'designRequests',
  'moderation',
  'catalogue',
  'content',
  'promotions',
  'customers',
  'staff',
  'auditLog',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_ROLES = ['OPERATIONS', 'DESIGNER', 'MODERATOR', 'FINANCE', 'MERCHANDISER'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** An account's user role (USER, ARTIST, ADMIN) or one of the staff roles granted to it. */
export type AnyRole = 'USER' | 'ARTIST' | 'ADMIN' | StaffRole;

// Operations and finance both look customers up: the one to ship to, the one to refund or credit.
export const STAFF_ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  OPERATIONS: ['orders', 'production', 'shipping', 'returns', 'customers'],
  DESIGNER: ['designRequests'],
  MODERATOR: ['moderation'],
  FINANCE: ['refunds', 'wallet', 'payouts', 'reports', 'customers'],
  MERCHANDISER: ['catalogue', 'content', 'promotions'],
};

const isStaffRole = (role: AnyRole): role is StaffRole => (STAFF_ROLES as readonly AnyRole[]).includes(role);

/** Every permission the roles give together, in STAFF_PERMISSIONS order; none for a shopper or an artist. */
export function permissionsOf(roles: readonly AnyRole[]): StaffPermission[] {
  if (roles.includes('ADMIN')) return [...STAFF_PERMISSIONS];
  const granted = new Set(roles.filter(isStaffRole).flatMap((role) => STAFF_ROLE_PERMISSIONS[role]));
  return STAFF_PERMISSIONS.filter((permission) => granted.has(permission));
}

export function can(roles: readonly AnyRole[], permission: StaffPermission): boolean {
  return permissionsOf(roles).includes(permission);
}
