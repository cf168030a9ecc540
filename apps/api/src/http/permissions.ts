import { DomainError } from '@seed/domain/errors';
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

/**
 * For a call open to any member of staff: the caller's permissions, or the answer of a route that does not
 * exist for anyone holding none (http/serve.ts answers the same to a caller without an endpoint's permission).
 */
export async function staffPermissionsOrHide(request: FastifyRequest): Promise<StaffPermission[]> {
  const permissions = await callerPermissions(request);
  if (permissions.length === 0) {
    throw new DomainError('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`);
  }
  return permissions;
}
