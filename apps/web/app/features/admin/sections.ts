import type { StaffPermission } from '@seed/domain/staff-permissions';

/**
 * The back office's desks in the navigation, each shown only to staff holding its permission (the API
 * refuses the rest anyway). The design-request desk is the storefront's own list, which designers see whole.
 */
export const ADMIN_SECTIONS: readonly { key: string; path: string; permission?: StaffPermission }[] = [
  { key: 'home', path: '/admin' },
  { key: 'orders', path: '/admin/orders', permission: 'orders' },
  { key: 'production', path: '/admin/production', permission: 'production' },
  { key: 'returns', path: '/admin/returns', permission: 'returns' },
  { key: 'customers', path: '/admin/customers', permission: 'customers' },
  { key: 'payouts', path: '/admin/payouts', permission: 'payouts' },
  { key: 'designRequests', path: '/design-requests', permission: 'designRequests' },
  { key: 'staff', path: '/admin/staff', permission: 'staff' },
  { key: 'auditLog', path: '/admin/audit-log', permission: 'auditLog' },
];

export const sectionsFor = (permissions: readonly StaffPermission[]) =>
  ADMIN_SECTIONS.filter(({ permission }) => !permission || permissions.includes(permission));
