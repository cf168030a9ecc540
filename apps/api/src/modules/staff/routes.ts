import { AUDIT_LOG_PAGE_SIZE, staff } from '@seed/contract/staff';
import { DomainError } from '@seed/domain/errors';
import { clampPaging } from '@seed/domain/paging';
import { permissionsOf } from '@seed/domain/staff-permissions';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import { listAuditLog, listStaff, type StaffMember, setStaffRoles, staffMemberOf } from './service';

const present = (member: StaffMember) => ({
  ...member,
  permissions: permissionsOf([member.role, ...member.staffRoles]),
});

export async function staffRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  serve(app, staff.me, async (request) => {
    const member = await staffMemberOf(db, request.user.id);
    // A guest's session has no account the back office knows: to it the area does not exist.
    if (!member) throw new DomainError('NOT_FOUND', 'No such account');
    return present(member);
  });

  serve(app, staff.list, async () => ({ staff: (await listStaff(db)).map(present) }));

  serve(app, staff.setRoles, async (request) =>
    present(
      await setStaffRoles(db, {
        userId: request.params.userId,
        roles: request.body.roles,
        reason: request.body.reason,
        staffId: request.user.id,
        requestId: request.id,
      }),
    ),
  );

  serve(app, staff.auditLog, async (request) => {
    const { recordType, recordId, staffId, from, to } = request.query;
    const paging = clampPaging(request.query, { defaultLimit: AUDIT_LOG_PAGE_SIZE });
    const page = await listAuditLog(db, { recordType, recordId, staffId, from, to }, paging);
    return namedPage('entries', page, (entry) => ({ ...entry, at: entry.at.toISOString() }));
  });
}
