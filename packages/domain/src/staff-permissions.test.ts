import { describe, expect, it } from 'vitest';
import { can, permissionsOf, STAFF_PERMISSIONS, STAFF_ROLE_PERMISSIONS } from './staff-permissions';

describe('staff permissions', () => {
  it('gives ADMIN every permission, managing staff and reading the audit log included', () => {
    expect(permissionsOf(['ADMIN'])).toEqual([...STAFF_PERMISSIONS]);
    expect(can(['ADMIN'], 'staff')).toBe(true);
    expect(can(['ADMIN'], 'auditLog')).toBe(true);
  });

  it('gives shoppers and artists nothing', () => {
    expect(permissionsOf(['USER'])).toEqual([]);
    expect(permissionsOf(['ARTIST'])).toEqual([]);
    expect(can([], 'orders')).toBe(false);
  });

  it('gives each staff role its desks and no others', () => {
    expect(permissionsOf(['OPERATIONS'])).toEqual([
      'orders',
      'production',
      'shipping',
      'returns',
      'customers',
    ]);
    expect(permissionsOf(['DESIGNER'])).toEqual(['designRequests']);
    expect(permissionsOf(['MODERATOR'])).toEqual(['moderation']);
    expect(permissionsOf(['FINANCE'])).toEqual(['refunds', 'wallet', 'payouts', 'reports', 'customers']);
    expect(permissionsOf(['MERCHANDISER'])).toEqual(['catalogue', 'content', 'promotions']);
    expect(can(['OPERATIONS'], 'refunds')).toBe(false);
    expect(can(['FINANCE'], 'shipping')).toBe(false);
  });

  it('keeps managing staff and the audit log for ADMIN alone', () => {
    for (const permissions of Object.values(STAFF_ROLE_PERMISSIONS)) {
      expect(permissions).not.toContain('staff');
      expect(permissions).not.toContain('auditLog');
    }
  });

  it('adds up several roles, in the list order, without repeats', () => {
    expect(permissionsOf(['USER', 'FINANCE', 'OPERATIONS'])).toEqual([
      'orders',
      'production',
      'shipping',
      'returns',
      'refunds',
      'wallet',
      'payouts',
      'reports',
      'customers',
    ]);
  });
});
