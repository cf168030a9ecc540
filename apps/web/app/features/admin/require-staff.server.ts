import { staff as staffApi } from '@seed/contract/staff';
import type { StaffPermission } from '@seed/domain/staff-permissions';
import { type AppLoadContext, data } from 'react-router';
import { ApiError, createApiClient } from '../../lib/api.server';
import { requestLocale } from '../../lib/locale.server';
import { requireSignedIn } from '../auth/require-signed-in.server';

export type StaffMember = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  permissions: StaffPermission[];
};

const notFound = () => data(null, { status: 404 });

/**
 * For every loader and action of the back office: the signed-in member of staff, or a redirect to sign-in
 * and back for a guest. Anyone without the permission (or, when none is named, without any staff
 * permission) gets the 404 page, so the back office does not reveal that it exists. The API checks the
 * permission again on every call; this only decides what the page shows.
 *
 *   const staff = await requireStaff(request, context, 'orders');
 */
export async function requireStaff(
  request: Request,
  context: AppLoadContext,
  permission?: StaffPermission,
): Promise<StaffMember> {
  await requireSignedIn(request, context);
  const locale = requestLocale(new URL(request.url).pathname.split('/')[1], request);
  const member = await createApiClient(request, context, locale)
    .call(staffApi.me, {})
    .catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404)) throw notFound();
      throw error;
    });
  const allowed = permission ? member.permissions.includes(permission) : member.permissions.length > 0;
  if (!allowed) throw notFound();
  const { id, firstName, lastName, email, permissions } = member;
  return { id, firstName, lastName, email, permissions };
}
