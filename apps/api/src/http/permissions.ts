import { permissionsOf, type StaffPermission } from '@seed/domain/staff-permissions';
import type { FastifyRequest } from 'fastify';

/** What the caller may do in the back office: none for a guest, a shopper or an artist without a staff role. */
export async function callerPermissions(request: FastifyRequest): Promise<StaffPermission[]> {
  if (!request.user) return [];
  return permissionsOf([request.user.role, ...(await request.staffRoles())]);
}

export async function callerCan(request: FastifyRequest, permission: StaffPermission): Promise<boolean> {
  return (await callerPermissions(request)).includes(permission);
}
