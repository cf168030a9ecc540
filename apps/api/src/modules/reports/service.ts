import type { HomeFigures } from '@seed/contract/reports';
import type { Db } from '@seed/db/client';
import {
  HOME_DAYS,
  salesByDay,
  storeDayStart,
  storeDays,
  WAITING_DESIGN_REQUEST_STATUSES,
  WAITING_ORDER_STATUSES,
} from '@seed/domain/back-office-home';
import type { StaffPermission } from '@seed/domain/staff-permissions';
import { countPendingArtistRequests } from '../artist-requests/figures';
import { countArtworksAwaitingApproval } from '../artworks/figures';
import { countDesignRequestsAt } from '../design-requests/figures';
import { countOrdersAt, salesSince } from '../orders/figures';

// Every listed status, in the list's order, with 0 where nothing is: a quiet desk still shows its figure.
function inOrder<S extends string>(statuses: readonly S[], counted: { status: string; count: number }[]) {
  return statuses.map((status) => ({
    status,
    count: counted.find((row) => row.status === status)?.count ?? 0,
  }));
}

async function sales(db: Db, now: Date) {
  const days = storeDays(now, HOME_DAYS);
  const from = days[0] ?? '';
  const rows = await salesSince(db, storeDayStart(from));
  return { from, to: days.at(-1) ?? from, ...salesByDay(days, rows) };
}

/** The home's figures for a caller with these permissions: only what their desks may see is read. */
export async function homeFigures(db: Db, permissions: readonly StaffPermission[], now = new Date()) {
  const may = (permission: StaffPermission) => permissions.includes(permission);
  const [salesFigures, orders, designRequests, artworks, artistRequests] = await Promise.all([
    may('reports') ? sales(db, now) : null,
    may('orders') ? countOrdersAt(db, WAITING_ORDER_STATUSES) : null,
    may('designRequests') ? countDesignRequestsAt(db, WAITING_DESIGN_REQUEST_STATUSES) : null,
    may('moderation') ? countArtworksAwaitingApproval(db) : null,
    may('moderation') ? countPendingArtistRequests(db) : null,
  ]);
  return {
    permissions: [...permissions],
    sales: salesFigures,
    ordersWaiting: orders && inOrder(WAITING_ORDER_STATUSES, orders),
    designRequestsWaiting: designRequests && inOrder(WAITING_DESIGN_REQUEST_STATUSES, designRequests),
    artworksWaiting: artworks,
    artistRequestsWaiting: artistRequests,
  } satisfies HomeFigures;
}
