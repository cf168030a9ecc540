import type { StaffPermission } from '@seed/domain/staff-permissions';

/**
 * The back office's desks in the navigation, each shown only to staff holding its permission (the API
 * refuses the rest anyway), grouped by trade: operations, catalogue, content, promotions, artists, staff. The
 * design-request desk is the storefront's own list, which designers see whole.
 */
export const ADMIN_SECTIONS: readonly { key: string; path: string; permission?: StaffPermission }[] = [
  { key: 'home', path: '/admin' },
  { key: 'orders', path: '/admin/orders', permission: 'orders' },
  { key: 'production', path: '/admin/production', permission: 'production' },
  { key: 'returns', path: '/admin/returns', permission: 'returns' },
  { key: 'customers', path: '/admin/customers', permission: 'customers' },
  { key: 'designRequests', path: '/design-requests', permission: 'designRequests' },
  { key: 'products', path: '/admin/products', permission: 'catalogue' },
  { key: 'blankItems', path: '/admin/blank-items', permission: 'catalogue' },
  { key: 'stock', path: '/admin/stock', permission: 'catalogue' },
  { key: 'categories', path: '/admin/categories', permission: 'catalogue' },
  { key: 'collections', path: '/admin/collections', permission: 'catalogue' },
  { key: 'topics', path: '/admin/topics', permission: 'catalogue' },
  { key: 'embroideryIcons', path: '/admin/embroidery-icons', permission: 'catalogue' },
  { key: 'reviews', path: '/admin/reviews', permission: 'catalogue' },
  { key: 'homePicks', path: '/admin/home-picks', permission: 'catalogue' },
  { key: 'bundles', path: '/admin/bundles', permission: 'catalogue' },
  { key: 'templates', path: '/admin/templates', permission: 'catalogue' },
  { key: 'slides', path: '/admin/slides', permission: 'content' },
  { key: 'banners', path: '/admin/banners', permission: 'content' },
  { key: 'pages', path: '/admin/pages', permission: 'content' },
  { key: 'vouchers', path: '/admin/vouchers', permission: 'promotions' },
  { key: 'giftCards', path: '/admin/gift-cards', permission: 'promotions' },
  { key: 'discounts', path: '/admin/discounts', permission: 'promotions' },
  { key: 'delivery', path: '/admin/delivery', permission: 'promotions' },
  { key: 'moderation', path: '/admin/moderation', permission: 'moderation' },
  { key: 'payouts', path: '/admin/payouts', permission: 'payouts' },
  { key: 'staff', path: '/admin/staff', permission: 'staff' },
  { key: 'auditLog', path: '/admin/audit-log', permission: 'auditLog' },
];

export const sectionsFor = (permissions: readonly StaffPermission[]) =>
  ADMIN_SECTIONS.filter(({ permission }) => !permission || permissions.includes(permission));
